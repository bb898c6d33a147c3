import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { ProviderError, REPLY_REFERENCE_PREFIX, type MessagingChannel } from '../channel/channel';
import { MissingTemplateVariableError, UnsupportedTemplateError } from '../messaging/channels/whatsapp/template-send-components';

/** Meta's customer service window: free-form replies only this long after the customer wrote. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Meta refuses a second message to the same person within about 6 s (131056); wait this long once. */
export const PAIR_PAUSE_MS = 6_500;

export interface ReplyChannel {
  whatsapp: MessagingChannel | undefined;
  /** How long to wait after 131056 before the one retry (tests shorten it). */
  pairPauseMs: number;
}

export type SendOutcome = { ok: true; providerMessageId: string } | { ok: false; reason: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withPairRetry(channel: ReplyChannel, send: () => Promise<{ providerMessageId: string }>): Promise<SendOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { ok: true, providerMessageId: (await send()).providerMessageId };
    } catch (error) {
      if (error instanceof ProviderError && error.code === 131056 && attempt === 0) {
        await sleep(channel.pairPauseMs);
        continue;
      }
      if (error instanceof ProviderError) return { ok: false, reason: `${error.code} ${error.title}` };
      if (error instanceof MissingTemplateVariableError) return { ok: false, reason: `The template needs a value for {{${error.variable}}}` };
      if (error instanceof UnsupportedTemplateError) return { ok: false, reason: error.message };
      throw error;
    }
  }
}

/**
 * `reply:<what>:<id>`, the reply row's id (`auto`: auto_response_replies, `automation`:
 * automation_replies, `bot`: whatsapp_bot_replies): its statuses are stored on that row, and are no
 * campaign's (reply-statuses.ts).
 */
export const replyReference = (what: 'auto' | 'automation' | 'bot', id: string | number) => `${REPLY_REFERENCE_PREFIX}${what}:${id}`;

export function sendReplyText(channel: ReplyChannel, message: { to: string; senderId: string; text: string; replyTo?: string; reference: string }): Promise<SendOutcome> {
  const whatsapp = channel.whatsapp;
  if (!whatsapp?.sendText) return Promise.resolve({ ok: false, reason: 'WhatsApp is not configured on this server' });
  const sendText = whatsapp.sendText.bind(whatsapp);
  return withPairRetry(channel, () => sendText(message));
}

/** A template reply, its variables filled from `variables` by key (`templateVariableKeys`). */
export function sendReplyTemplate(channel: ReplyChannel, message: { to: string; senderId: string; template: TemplateContent; variables: Readonly<Record<string, string>>; reference: string }): Promise<SendOutcome> {
  const whatsapp = channel.whatsapp;
  if (!whatsapp) return Promise.resolve({ ok: false, reason: 'WhatsApp is not configured on this server' });
  return withPairRetry(channel, () => whatsapp.send({ channel: 'whatsapp', ...message }));
}

/** Reply buttons (a chatbot's suggestions, up to three), inside the customer's window like a text. */
export function sendReplyButtons(
  channel: ReplyChannel,
  message: { to: string; senderId: string; body: string; buttons: ReadonlyArray<{ id: string; title: string }>; replyTo?: string; reference: string },
): Promise<SendOutcome> {
  const whatsapp = channel.whatsapp;
  if (!whatsapp?.sendButtons) return Promise.resolve({ ok: false, reason: 'WhatsApp is not configured on this server' });
  const sendButtons = whatsapp.sendButtons.bind(whatsapp);
  return withPairRetry(channel, () => sendButtons(message));
}
