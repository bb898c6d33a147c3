import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotMessage } from '@/canvas/kernel';
import { loadLastTurn, loadTranscript, saveLastTurn, saveTranscript } from './transcript-store';
import { fetchWebChatTurns, postWebChatMessage, WebChatError, type WebChatFailure, type WebChatInput, type WebChatTurn } from './web-chat-api';

export type ChatEntry = { id: number; from: 'bot'; message: BotMessage } | { id: number; from: 'visitor'; text: string };

/** The server runs idle timeouts on a 15 s sweep; looking as often shows their replies within half a minute. */
export const REPLIES_POLL_MS = 15_000;

/**
 * The conversation on this page: shows what this browser kept of it, or opens it with `start`, then
 * sends what the visitor types or taps. A failed send leaves the conversation as it was and says
 * why; `send` answers whether the message went through so the composer keeps the typed text when it
 * did not. While the page is visible it also looks for turns the server ran by itself (a timeout).
 */
export function useWebChat(profileId: string, conversationId: string) {
  const [entries, setEntries] = useState<ChatEntry[]>(() => loadTranscript(profileId).map((entry, id) => ({ ...entry, id })));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<WebChatFailure | null>(null);
  // Kept messages mean the bot already has its place in this conversation: a new start would restart the flow.
  const [started, setStarted] = useState(() => entries.length > 0);
  const nextId = useRef(entries.length);
  const lastTurn = useRef(loadLastTurn(profileId));
  const botEntries = useCallback(
    (turns: readonly WebChatTurn[]): ChatEntry[] => turns.flatMap((turn) => turn.messages.map((message) => ({ id: nextId.current++, from: 'bot' as const, message }))),
    [],
  );
  const reached = useCallback(
    (turn: number) => {
      lastTurn.current = Math.max(lastTurn.current, turn);
      saveLastTurn(profileId, lastTurn.current);
    },
    [profileId],
  );

  useEffect(() => saveTranscript(profileId, entries.map(({ id: _id, ...entry }) => entry)), [profileId, entries]);
  const inFlight = useRef(false);

  const send = useCallback(
    async (input: WebChatInput, shown: string | null): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      setFailure(null);
      try {
        const before = lastTurn.current;
        const replied = await postWebChatMessage(profileId, conversationId, input);
        // Turns the server ran in between (a timeout just before this message) come first, as they happened.
        const missed = replied.turn > before + 1 ? (await fetchWebChatTurns(profileId, conversationId, before)).filter((turn) => turn.turn < replied.turn) : [];
        const gap = botEntries(missed);
        const said: ChatEntry[] = shown === null ? [] : [{ id: nextId.current++, from: 'visitor', text: shown }];
        const answered = botEntries([replied]);
        setEntries((previous) => [...previous, ...gap, ...said, ...answered]);
        reached(replied.turn);
        if ('start' in input) setStarted(true);
        return true;
      } catch (error) {
        setFailure(error instanceof WebChatError ? error.failure : 'failed');
        return false;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [profileId, conversationId, botEntries, reached],
  );

  // The browser's language is the conversation's: a flow translated into it answers in it.
  const start = useCallback(() => send({ start: true, language: navigator.language }, null), [send]);
  const opened = useRef(false);
  useEffect(() => {
    // Once per page, also under StrictMode's double effects: a second start would restart the flow.
    if (opened.current || started) return;
    opened.current = true;
    void start();
  }, [start, started]);

  useEffect(() => {
    if (!started) return;
    const look = async () => {
      if (inFlight.current || document.visibilityState !== 'visible') return;
      const after = lastTurn.current;
      const turns = (await fetchWebChatTurns(profileId, conversationId, after)).filter((turn) => turn.turn > lastTurn.current);
      // A send that began meanwhile shows its own turn and catches up on the gap itself.
      if (inFlight.current || lastTurn.current !== after || turns.length === 0) return;
      setEntries((previous) => [...previous, ...botEntries(turns)]);
      reached(Math.max(...turns.map((turn) => turn.turn)));
    };
    void look();
    const timer = setInterval(() => void look(), REPLIES_POLL_MS);
    const onVisible = () => void look();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [profileId, conversationId, started, botEntries, reached]);

  return { entries, sending, failure, started, send, start };
}
