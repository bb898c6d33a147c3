import { seededUnit } from '../whatsapp/sandbox-rules';
import { isRcsCapable, type RcsSandboxRules } from './rcs-sandbox-rules';

/** Below this many numbers Google samples none and answers both counts as 0 (its users.batchGet reference). */
const sampleFrom = 500;
/** "Typically, this value is ~75% of the total requested phone numbers." */
const sampleShare = 0.75;

/**
 * users.batchGet as Google answers it: the numbers the agent can reach, and, for 500 numbers or more,
 * a random sample of about three quarters of them with how many of those are RCS-reachable. The
 * sandbox has no carriers, so "reachable across all carriers" is the same seeded rule; zero counts
 * and an empty list are left out, as Google's JSON leaves out proto3 defaults.
 */
export function sandboxReach(rules: RcsSandboxRules, seed: string | number, users: readonly string[]) {
  const reachableUsers = users.filter((user) => isRcsCapable(rules, seed, user));
  const sample = users.length >= sampleFrom ? users.filter((user) => seededUnit(seed, 'rcs-reach-sample', user) < sampleShare) : [];
  const reachableInSample = sample.filter((user) => isRcsCapable(rules, seed, user)).length;
  return {
    ...(reachableUsers.length ? { reachableUsers } : {}),
    ...(sample.length ? { totalRandomSampleUserCount: sample.length } : {}),
    ...(reachableInSample ? { reachableRandomSampleUserCount: reachableInSample } : {}),
  };
}
