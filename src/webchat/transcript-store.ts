import type { BotMessage } from '@/canvas/kernel';
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

const turnKeyOf = (profileId: string) => `web-chat.turn.${profileId}`;

/** The number of the last turn this browser has shown, so it asks the server only for what came after. */
export function loadLastTurn(profileId: string): number {
  const stored = Number(localStorage.getItem(turnKeyOf(profileId)));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

export function saveLastTurn(profileId: string, turn: number): void {
  try {
    localStorage.setItem(turnKeyOf(profileId), String(turn));
  } catch {
    // As with the transcript: only a reopened app asks again from the start.
  }
}
