import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotMessage } from '@/canvas/engine';
import { loadTranscript, saveTranscript } from './transcript-store';
import { postWebChatMessage, WebChatError, type WebChatFailure, type WebChatInput } from './web-chat-api';

export type ChatEntry = { id: number; from: 'bot'; message: BotMessage } | { id: number; from: 'visitor'; text: string };

/**
 * The conversation on this page: shows what this browser kept of it, or opens it with `start`, then
 * sends what the visitor types or taps. A failed send leaves the conversation as it was and says
 * why; `send` answers whether the message went through so the composer keeps the typed text when it
 * did not.
 */
export function useWebChat(profileId: string, conversationId: string) {
  const [entries, setEntries] = useState<ChatEntry[]>(() => loadTranscript(profileId).map((entry, id) => ({ ...entry, id })));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<WebChatFailure | null>(null);
  // Kept messages mean the bot already has its place in this conversation: a new start would restart the flow.
  const [started, setStarted] = useState(() => entries.length > 0);
  const nextId = useRef(entries.length);

  useEffect(() => saveTranscript(profileId, entries.map(({ id: _id, ...entry }) => entry)), [profileId, entries]);
  const inFlight = useRef(false);

  const send = useCallback(
    async (input: WebChatInput, shown: string | null): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      setFailure(null);
      try {
        const replies = await postWebChatMessage(profileId, conversationId, input);
        const said: ChatEntry[] = shown === null ? [] : [{ id: nextId.current++, from: 'visitor', text: shown }];
        const answered: ChatEntry[] = replies.map((message) => ({ id: nextId.current++, from: 'bot', message }));
        setEntries((previous) => [...previous, ...said, ...answered]);
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
    [profileId, conversationId],
  );

  const start = useCallback(() => send({ start: true }, null), [send]);
  const opened = useRef(false);
  useEffect(() => {
    // Once per page, also under StrictMode's double effects: a second start would restart the flow.
    if (opened.current || started) return;
    opened.current = true;
    void start();
  }, [start, started]);

  return { entries, sending, failure, started, send, start };
}
