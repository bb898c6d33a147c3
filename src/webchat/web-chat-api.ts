import type { BotMessage } from '@/canvas/kernel';

/** Exactly one of these per message (`webChatMessageRequest` on the server). */
export type WebChatInput = { start: true; language?: string } | { text: string } | { postback: string };

/** Why a message did not go through, as the visitor is told. */
export type WebChatFailure = 'busy' | 'not_ready' | 'gone' | 'failed';

export class WebChatError extends Error {
  constructor(readonly failure: WebChatFailure) {
    super(`Web chat message failed: ${failure}`);
    this.name = 'WebChatError';
  }
}

const MESSAGE_TYPES = new Set(['text_message', 'rich_card', 'carousel']);
export const isBotMessage = (value: unknown): value is BotMessage =>
  typeof value === 'object' && value !== null && MESSAGE_TYPES.has((value as { type?: unknown }).type as string);

function failureOf(status: number, code: unknown): WebChatFailure {
  if (status === 429 || code === 'conversation_busy') return 'busy';
  if (code === 'bot_not_ready') return 'not_ready';
  if (status === 404) return 'gone';
  return 'failed';
}

/**
 * Sends one message of the conversation and answers the bot's replies. The answer is checked by
 * hand rather than with the contract's zod schema: zod would outweigh the rest of this page.
 * Replies of a kind this page cannot draw are left out rather than breaking the chat.
 */
export async function postWebChatMessage(profileId: string, conversationId: string, input: WebChatInput): Promise<WebChatTurn> {
  let response: Response;
  try {
    response = await fetch(`/api/pwa/${profileId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: conversationId, ...input }),
    });
  } catch {
    throw new WebChatError('failed');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new WebChatError(failureOf(response.status, (body as { error?: unknown } | null)?.error));
  const turn = turnOf(body);
  if (!turn) throw new WebChatError('failed');
  return turn;
}

/** One turn of the conversation as the server numbers them (1, 2, 3) and the bot's replies in it. */
export interface WebChatTurn {
  turn: number;
  messages: BotMessage[];
}

function turnOf(value: unknown): WebChatTurn | null {
  const { turn, messages } = (value ?? {}) as { turn?: unknown; messages?: unknown };
  if (typeof turn !== 'number' || !Array.isArray(messages)) return null;
  return { turn, messages: messages.filter(isBotMessage) };
}

/**
 * The turns after `after`, such as a timeout action the server ran while the page was quiet. A
 * failed look is an empty answer: the next one catches up, and the visitor has nothing to do about it.
 */
export async function fetchWebChatTurns(profileId: string, conversationId: string, after: number): Promise<WebChatTurn[]> {
  try {
    const query = new URLSearchParams({ conversation_id: conversationId, after: String(after) });
    const response = await fetch(`/api/pwa/${profileId}/messages?${query.toString()}`);
    if (!response.ok) return [];
    const turns = ((await response.json()) as { turns?: unknown } | null)?.turns;
    return Array.isArray(turns) ? turns.map(turnOf).filter((turn): turn is WebChatTurn => turn !== null) : [];
  } catch {
    return [];
  }
}
