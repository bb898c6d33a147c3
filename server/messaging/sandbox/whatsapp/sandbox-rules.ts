import { createHash } from 'node:crypto';

/**
 * What the sandbox provider decides about each recipient, as pure functions of a seed and the
 * recipient's number, so a run is repeatable and the same number behaves the same in every campaign
 * (an undeliverable number stays undeliverable, a person who says STOP says it every time).
 */

export interface SandboxRules {
  /** Numbers ending in one of these fail with 131026 (undeliverable). */
  undeliverableSuffixes: readonly string[];
  /** Share of the other numbers that fail with 131026 anyway. */
  undeliverableRate: number;
  /** Share of numbers whose marketing messages fail with 131049 (per-user marketing cap). */
  marketingCapRate: number;
  /** Share of delivered messages that are read. */
  readRate: number;
  /** Share of read messages answered with STOP (or a tap on the template's stop button). */
  stopRate: number;
  /** Share of read messages answered with something else. */
  replyRate: number;
  replyTexts: readonly string[];
  /** A second message to the same person from the same number within this time fails with 131056. */
  pairWindowMs: number;
}

export const defaultSandboxRules: SandboxRules = {
  undeliverableSuffixes: ['000'],
  undeliverableRate: 0.02,
  marketingCapRate: 0.02,
  readRate: 0.7,
  stopRate: 0.03,
  replyRate: 0.1,
  replyTexts: ['Thanks!', 'Is this still available?', 'Yes please', 'Call me later'],
  pairWindowMs: 6_000,
};

/** Milliseconds between steps, each drawn between [min, max] from the seed. */
export interface SandboxTiming {
  sentMs: readonly [number, number];
  deliveredMs: readonly [number, number];
  readMs: readonly [number, number];
  replyMs: readonly [number, number];
  /** From a template's submission (or edit) to its verdict. */
  reviewMs: readonly [number, number];
}

export const defaultSandboxTiming: SandboxTiming = {
  sentMs: [200, 800],
  deliveredMs: [500, 3_000],
  readMs: [2_000, 30_000],
  replyMs: [3_000, 60_000],
  reviewMs: [2_000, 10_000],
};

/**
 * The realistic order of events at a tenth of its delays, for the end-to-end suite: a campaign's statuses
 * still arrive one by one and out of step, but settle in seconds rather than a minute. Reviews keep a
 * couple of seconds so a new template is seen PENDING before its verdict.
 */
export const briskSandboxTiming: SandboxTiming = {
  sentMs: [20, 80],
  deliveredMs: [50, 300],
  readMs: [200, 3_000],
  replyMs: [300, 6_000],
  reviewMs: [2_000, 4_000],
};

export const instantSandboxTiming: SandboxTiming = { sentMs: [0, 0], deliveredMs: [0, 0], readMs: [0, 0], replyMs: [0, 0], reviewMs: [0, 0] };

/** A number in [0, 1) fixed by the seed and the key. */
export function seededUnit(seed: string | number, ...key: Array<string | number>): number {
  return createHash('sha256').update([seed, ...key].join('\u0000')).digest().readUInt32BE(0) / 2 ** 32;
}

export function seededDelay(seed: string | number, range: readonly [number, number], ...key: Array<string | number>): number {
  const [min, max] = range;
  return Math.round(min + (max - min) * seededUnit(seed, 'delay', ...key));
}

export type Reply = { kind: 'text'; text: string } | { kind: 'button'; text: string };

export type Fate =
  | { kind: 'failed'; code: 131026 | 131049 }
  | { kind: 'delivered'; read: boolean; reply: Reply | null };

/**
 * The sandbox's idea of who has WhatsApp: the undeliverable numbers (131026) are the ones without it,
 * so contact scrubbing's answer and a later send agree.
 */
export function onWhatsapp(rules: Pick<SandboxRules, 'undeliverableSuffixes' | 'undeliverableRate'>, seed: string | number, waId: string): boolean {
  if (rules.undeliverableSuffixes.some((suffix) => suffix !== '' && waId.endsWith(suffix))) return false;
  return seededUnit(seed, 'undeliverable', waId) >= rules.undeliverableRate;
}

const stopButton = /\bstop\b|unsubscribe/i;

export function decideFate(
  rules: SandboxRules,
  seed: string | number,
  recipient: { waId: string; marketing: boolean; quickReplies: readonly string[] },
): Fate {
  const { waId } = recipient;
  if (!onWhatsapp(rules, seed, waId)) return { kind: 'failed', code: 131026 };
  if (recipient.marketing && seededUnit(seed, 'marketing-cap', waId) < rules.marketingCapRate) return { kind: 'failed', code: 131049 };
  if (seededUnit(seed, 'read', waId) >= rules.readRate) return { kind: 'delivered', read: false, reply: null };

  const answer = seededUnit(seed, 'reply', waId);
  const stop = recipient.quickReplies.find((label) => stopButton.test(label));
  if (answer < rules.stopRate) return { kind: 'delivered', read: true, reply: stop ? { kind: 'button', text: stop } : { kind: 'text', text: 'STOP' } };
  if (answer < rules.stopRate + rules.replyRate) {
    const other = recipient.quickReplies.find((label) => !stopButton.test(label));
    if (other) return { kind: 'delivered', read: true, reply: { kind: 'button', text: other } };
    const texts = rules.replyTexts.length ? rules.replyTexts : defaultSandboxRules.replyTexts;
    const text = texts[Math.floor(seededUnit(seed, 'reply-text', waId) * texts.length)] ?? 'Thanks!';
    return { kind: 'delivered', read: true, reply: { kind: 'text', text } };
  }
  return { kind: 'delivered', read: true, reply: null };
}
