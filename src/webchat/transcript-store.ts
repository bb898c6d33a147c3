import type { BotMessage } from '@/canvas/engine';
import { isBotMessage } from './web-chat-api';

/** What the visitor saw, kept so that reopening the installed app shows the conversation it continues. */
export type StoredEntry = { from: 'bot'; message: BotMessage } | { from: 'visitor'; text: string };

/** Enough to pick up the thread; an endless chat would otherwise fill the origin's storage. */
const KEEP = 100;
const keyOf = (profileId: string) => `web-chat.transcript.${profileId}`;

const isEntry = (value: unknown): value is StoredEntry => {
  const entry = value as Partial<{ from: unknown; text: unknown; message: unknown }> | null;
  if (!entry || typeof entry !== 'object') return false;
  return entry.from === 'visitor' ? typeof entry.text === 'string' : entry.from === 'bot' && isBotMessage(entry.message);
};

export function loadTranscript(profileId: string): StoredEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(profileId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function saveTranscript(profileId: string, entries: readonly StoredEntry[]): void {
  try {
    localStorage.setItem(keyOf(profileId), JSON.stringify(entries.slice(-KEEP)));
  } catch {
    // Storage full or refused: the chat goes on, only a reopened app starts empty.
  }
}
