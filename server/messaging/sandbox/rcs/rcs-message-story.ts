import type { RbmAgentMessage, RbmEvent } from '../../channels/rcs/rbm-types';
import { seededDelay, seededUnit } from '../whatsapp/sandbox-rules';
import type { WebhookStep } from '../whatsapp/webhook-scheduler';
import { decideRcsFate, defaultRcsSandboxRules, type RcsSandboxRules, type RcsSandboxTiming } from './rcs-sandbox-rules';

/**
 * Where an accepted agent message is, as RBM's revoke sees it: waiting in the user's queue (an
 * offline device, or delivery still under way), delivered, revoked by the agent, or expired.
 */
export type QueuedMessageState = 'queued' | 'delivered' | 'revoked' | 'expired';

export interface SentAgentMessage {
  messageId: string;
  agentId: string;
  /** E.164 with the plus. */
  to: string;
  message: RbmAgentMessage;
  at: Date;
}

export interface StoryContext {
  rules: RcsSandboxRules;
  seed: string | number;
  timing: RcsSandboxTiming;
  /** Every accepted message's state, by message id; the story moves it, and a revoke may move it first. */
  states: Map<string, QueuedMessageState>;
  /** A user event as RBM pushes it, stamped when it goes. */
  event(fields: Omit<RbmEvent, 'sendTime'>): unknown;
}

function lifetimeMs(message: RbmAgentMessage, now: Date): number | null {
  if (message.ttl) return Number(message.ttl.slice(0, -1)) * 1_000;
  if (message.expireTime && !Number.isNaN(Date.parse(message.expireTime))) return Math.max(0, Date.parse(message.expireTime) - now.getTime());
  return null;
}

/**
 * What happens to an accepted message, decided by the seed and the number: delivered (then read, then
 * perhaps answered), or waiting on an offline device until its time to live runs out. Each step
 * happens only from the state before it, so a message the agent revoked in time is never delivered.
 */
export function messageStory(sent: SentAgentMessage, context: StoryContext): WebhookStep[] {
  const { messageId, agentId, to, message } = sent;
  const { rules, seed, timing, states, event } = context;
  const delay = (range: readonly [number, number], step: string) => seededDelay(seed, range, to, messageId, step);
  const base = { agentId, senderPhoneNumber: to, messageId };
  const from = (state: QueuedMessageState, next: QueuedMessageState, build: () => unknown) => () => {
    if (states.get(messageId) !== state) return null;
    states.set(messageId, next);
    return build();
  };
  states.set(messageId, 'queued');
  const fate = decideRcsFate(rules, seed, to);
  if (fate.kind === 'offline') {
    const lifetime = lifetimeMs(message, sent.at);
    if (lifetime === null) return [];
    // A server event names the recipient `phoneNumber`, where user events say `senderPhoneNumber`.
    const expired = { agentId, phoneNumber: to, messageId, eventType: 'TTL_EXPIRATION_REVOKED', eventId: `${messageId}-expired` };
    return [{ delayMs: Math.min(lifetime, timing.expiryCapMs), build: from('queued', 'expired', () => event(expired)) }];
  }
  const steps: WebhookStep[] = [{ delayMs: delay(timing.deliveredMs, 'delivered'), build: from('queued', 'delivered', () => event({ ...base, eventType: 'DELIVERED', eventId: `${messageId}-delivered` })) }];
  if (fate.read) steps.push({ delayMs: delay(timing.readMs, 'read'), build: from('delivered', 'delivered', () => event({ ...base, eventType: 'READ', eventId: `${messageId}-read` })) });
  if (fate.reply) {
    const content = message.contentMessage;
    const suggestions = [...(content.suggestions ?? []), ...(content.richCard?.standaloneCard?.cardContent.suggestions ?? []), ...(content.richCard?.carouselCard?.cardContents.flatMap((card) => card.suggestions ?? []) ?? [])];
    const tap = suggestions.flatMap((item) => ('reply' in item ? [item.reply] : []))[0];
    const texts = rules.replyTexts.length ? rules.replyTexts : defaultRcsSandboxRules.replyTexts;
    const text = texts[Math.floor(seededUnit(seed, 'rcs-reply-text', to) * texts.length)] ?? 'Thanks!';
    // The user types before the answer comes: IS_TYPING names no message.
    steps.push({ delayMs: delay(timing.replyMs, 'reply'), build: from('delivered', 'delivered', () => event({ agentId, senderPhoneNumber: to, eventType: 'IS_TYPING', eventId: `${messageId}-typing` })) });
    steps.push({
      delayMs: 0,
      build: from('delivered', 'delivered', () => event({ agentId, senderPhoneNumber: to, messageId: `${messageId}-reply`, ...(tap ? { suggestionResponse: { postbackData: tap.postbackData, text: tap.text, type: 'REPLY' } } : { text }) })),
    });
  }
  return steps;
}
