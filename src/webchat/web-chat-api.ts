import type { BotMessage } from '@/canvas/engine';

/** Exactly one of these per message (`webChatMessageRequest` on the server). */
export type WebChatInput = { start: true } | { text: string } | { postback: string };

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
export async function postWebChatMessage(profileId: string, conversationId: string, input: WebChatInput): Promise<BotMessage[]> {
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
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) throw new WebChatError('failed');
  return messages.filter(isBotMessage);
}
