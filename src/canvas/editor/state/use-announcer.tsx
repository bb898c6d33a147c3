import { useCallback, useState } from 'react';

/**
 * A polite aria-live region. Each message gets its own key so that saying the same words twice
 * ("Moved Ask name") is announced twice.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState<{ text: string; id: number }>({ text: '', id: 0 });
  const announce = useCallback((text: string) => setMessage((before) => ({ text, id: before.id + 1 })), []);
  const region = (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="announcer" className="sr-only">
      <span key={message.id}>{message.text}</span>
    </div>
  );
  return { announce, region };
}
