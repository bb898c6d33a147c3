import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotMessage } from '@/canvas/engine';
import { postWebChatMessage, WebChatError, type WebChatFailure, type WebChatInput } from './web-chat-api';

export type ChatEntry = { id: number; from: 'bot'; message: BotMessage } | { id: number; from: 'visitor'; text: string };

/**
 * The conversation on this page: opens it with `start` once, then sends what the visitor types or
 * taps. A failed send leaves the conversation as it was and says why; `send` answers whether the
 * message went through so the composer keeps the typed text when it did not.
 */
export function useWebChat(profileId: string, conversationId: string) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<WebChatFailure | null>(null);
  const [started, setStarted] = useState(false);
  const nextId = useRef(0);
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
    if (opened.current) return;
    opened.current = true;
    void start();
  }, [start]);

  return { entries, sending, failure, started, send, start };
}
