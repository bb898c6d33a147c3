import { describe, expect, it } from 'vitest';
import type { ScrubbedContact } from '@/api/contracts/campaigns';
import type { AudienceRow } from '@/campaigns';
import { cleanListCsv, scrubRows } from './scrub-list';

const row = (n: number, phone: string, name = `Name ${n}`): AudienceRow => ({ file: 0, row: n + 1, phone, values: { mobile: `0${phone.slice(3)}`, name } });

/** A server that says numbers ending in 9 opted out, in 0 are not on WhatsApp, in 5 unknown. */
const fakeCheck = (calls: number[]) => async (phones: string[]) => {
  calls.push(phones.length);
  return phones.map((phone): ScrubbedContact => {
    if (phone.endsWith('9')) return { input: phone, phone, status: 'OPTED_OUT', whatsapp: null };
    if (phone.endsWith('0')) return { input: phone, phone, status: 'NOT_ON_WHATSAPP', whatsapp: 'NOT_ON_WHATSAPP' };
    return { input: phone, phone, status: 'VALID', whatsapp: phone.endsWith('5') ? 'UNKNOWN' : 'ON_WHATSAPP' };
  });
};

describe('scrubRows', () => {
  it('asks in requests of at most 1,000 numbers and tells which to leave out, with their row numbers', async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) => row(i, `+91981${String(1_000_000 + i)}`));
    const calls: number[] = [];
    const progress: number[] = [];
    const outcome = await scrubRows(rows, fakeCheck(calls), (n) => progress.push(n), new AbortController().signal);
    expect(calls).toEqual([1000, 1000, 345]);
    expect(progress).toEqual([1000, 2000, 2345]);
    expect([outcome.checked, outcome.optedOutCount, outcome.notOnWhatsappCount, outcome.unknownCount]).toEqual([2345, 234, 235, 234]);
    expect(outcome.optedOut).toHaveLength(100);
    expect(outcome.notOnWhatsapp[0]).toEqual({ file: 0, row: 1, phone: '+919811000000' });
    expect(outcome.excluded.size).toBe(469);
  });

  it('stops when the page leaves', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left'));
    await expect(scrubRows([row(1, '+919811000001')], fakeCheck([]), () => undefined, controller.signal)).rejects.toThrow('left');
  });
});

describe('cleanListCsv', () => {
  it('keeps the worthwhile rows with the phone in E.164 first and the other columns after it', () => {
    const csv = cleanListCsv([row(1, '+919811000001', 'Asha, R.'), row(2, '+919811000009')], new Set(['+919811000009']), ['mobile']);
    expect(csv).toBe('phone,name\r\n+919811000001,"Asha, R."');
  });
});
