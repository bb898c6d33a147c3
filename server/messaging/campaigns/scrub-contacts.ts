import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ScrubbedContact } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import type { CheckContacts, ContactReach } from '../../channel/channel';

/** E.164 of a typed number, or null; a number without a + is read as international. */
function normalise(input: string): string | null {
  const text = input.trim();
  const parsed = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text.replace(/^00/, '')}`);
  return parsed?.isValid() ? parsed.number : null;
}

const WHATSAPP: Record<ContactReach, NonNullable<ScrubbedContact['whatsapp']>> = { ON_CHANNEL: 'ON_WHATSAPP', NOT_ON_CHANNEL: 'NOT_ON_WHATSAPP', UNKNOWN: 'UNKNOWN' };

/**
 * One request's numbers, each with the first reason not to send to it: invalid, a repeat of an
 * earlier number of the request, opted out of this account, or not on WhatsApp as the channel says.
 * Only distinct valid numbers go to the opt-out table and the channel.
 */
export async function scrubContacts(q: Queryable, esme: number, inputs: readonly string[], checkContacts: CheckContacts): Promise<ScrubbedContact[]> {
  const seen = new Set<string>();
  const entries = inputs.map((input) => {
    const phone = normalise(input);
    const duplicate = phone !== null && seen.has(phone);
    if (phone) seen.add(phone);
    return { input, phone, duplicate };
  });
  const distinct = [...seen];
  const opted = new Set((await q.query<{ phone: string }>('select phone from opt_outs where esme = $1 and phone = any($2::text[])', [esme, distinct])).map((row) => row.phone));
  const reach = new Map<string, ContactReach>();
  const asked = distinct.filter((phone) => !opted.has(phone));
  const answers = asked.length ? await checkContacts(asked) : [];
  asked.forEach((phone, index) => reach.set(phone, answers[index] ?? 'UNKNOWN'));
  return entries.map(({ input, phone, duplicate }): ScrubbedContact => {
    if (phone === null) return { input, phone, status: 'INVALID', whatsapp: null };
    if (duplicate) return { input, phone, status: 'DUPLICATE', whatsapp: null };
    if (opted.has(phone)) return { input, phone, status: 'OPTED_OUT', whatsapp: null };
    const whatsapp = WHATSAPP[reach.get(phone) ?? 'UNKNOWN'];
    return { input, phone, status: whatsapp === 'NOT_ON_WHATSAPP' ? 'NOT_ON_WHATSAPP' : 'VALID', whatsapp };
  });
}
