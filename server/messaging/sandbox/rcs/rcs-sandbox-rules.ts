import { seededUnit } from '../whatsapp/sandbox-rules';

/**
 * What the sandbox RBM agent decides about each number, from the seed and the number alone, so a
 * number is RCS-capable (or not) in every campaign and a run repeats.
 */
export interface RcsSandboxRules {
  /** Numbers ending in one of these are not RCS-capable (send and capability check answer 404). */
  notCapableSuffixes: readonly string[];
  /** Share of the other numbers that are not RCS-capable either. */
  notCapableRate: number;
  /** Share of capable numbers whose device stays offline: the message expires if it has a time to live. */
  offlineRate: number;
  /** Share of delivered messages that are read. */
  readRate: number;
  /** Share of read messages answered: a tap on the first reply suggestion if any, else text. */
  replyRate: number;
  replyTexts: readonly string[];
}

export const defaultRcsSandboxRules: RcsSandboxRules = {
  notCapableSuffixes: ['999'],
  notCapableRate: 0.1,
  offlineRate: 0.03,
  readRate: 0.6,
  replyRate: 0.1,
  replyTexts: ['Thanks!', 'Tell me more', 'Not now'],
};

export interface RcsSandboxTiming {
  deliveredMs: readonly [number, number];
  readMs: readonly [number, number];
  replyMs: readonly [number, number];
  /** The longest the sandbox waits before revoking an expiring message, whatever its time to live. */
  expiryCapMs: number;
}

export const defaultRcsSandboxTiming: RcsSandboxTiming = { deliveredMs: [300, 3_000], readMs: [2_000, 30_000], replyMs: [3_000, 60_000], expiryCapMs: 60_000 };
/** As the WhatsApp sandbox's brisk timing: the realistic order at a tenth of its delays, for the end-to-end suite. */
export const briskRcsSandboxTiming: RcsSandboxTiming = { deliveredMs: [30, 300], readMs: [200, 3_000], replyMs: [300, 6_000], expiryCapMs: 6_000 };
export const instantRcsSandboxTiming: RcsSandboxTiming = { deliveredMs: [0, 0], readMs: [0, 0], replyMs: [0, 0], expiryCapMs: 0 };

export function isRcsCapable(rules: RcsSandboxRules, seed: string | number, msisdn: string): boolean {
  if (rules.notCapableSuffixes.some((suffix) => suffix !== '' && msisdn.endsWith(suffix))) return false;
  return seededUnit(seed, 'rcs-capable', msisdn) >= rules.notCapableRate;
}

export type RcsFate = { kind: 'offline' } | { kind: 'delivered'; read: boolean; reply: boolean };

export function decideRcsFate(rules: RcsSandboxRules, seed: string | number, msisdn: string): RcsFate {
  if (seededUnit(seed, 'rcs-offline', msisdn) < rules.offlineRate) return { kind: 'offline' };
  const read = seededUnit(seed, 'rcs-read', msisdn) < rules.readRate;
  return { kind: 'delivered', read, reply: read && seededUnit(seed, 'rcs-reply', msisdn) < rules.replyRate };
}
