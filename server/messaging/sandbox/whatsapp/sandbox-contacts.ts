import type { CheckContacts } from '../../../channel/channel';
import { defaultSandboxRules, onWhatsapp, type SandboxRules } from './sandbox-rules';

/**
 * SANDBOX ONLY. Meta's Cloud API has no call that tells whether a number has WhatsApp (the retired
 * On-Premises API had `/v1/contacts`), so this answers from the sandbox's own seeded rule: the numbers
 * it would fail with 131026 are "not on WhatsApp". The real adapter answers UNKNOWN.
 */
export function sandboxCheckContacts(seed: string | number, rules: Partial<SandboxRules> = {}): CheckContacts {
  const decided = { ...defaultSandboxRules, ...rules };
  return async (phones) => phones.map((phone) => (onWhatsapp(decided, seed, phone.replace(/^\+/, '')) ? 'ON_CHANNEL' : 'NOT_ON_CHANNEL'));
}
