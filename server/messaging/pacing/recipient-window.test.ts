import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../platform/db/db';
import { createDispatchPacing } from './dispatch-pacing';

// Planning a recipient reads no database: only the rate slots do.
const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('not used')),
  exec: () => Promise.reject(new Error('not used')),
};

describe("a campaign's 9:00–18:00 window in each recipient's own local time", () => {
  const pacing = createDispatchPacing({ db: noDatabase });
  // 14:00 UTC on a November Monday: 9:00 in New York, 6:00 in California, 22:00 in Perth, 1:00 on Tuesday in Sydney.
  const now = new Date('2026-11-23T14:00:00Z');
  const plan = (phone: string) => pacing.planRecipient({ phone, window: { startHour: 9, endHour: 18 }, fallbackTimeZone: 'America/New_York', plannedAt: now, expiryHours: null, channel: 'whatsapp', now });

  it.each([
    ['+12125551234', 'New York, at 9:00 there', { kind: 'now' }],
    ['+14155552671', 'California, not at 6:00 but at 9:00 Pacific', { kind: 'later', at: new Date('2026-11-23T17:00:00Z') }],
    ['+61892221234', 'Perth, at 9:00 there tomorrow, not at 6:00 (9:00 in Sydney)', { kind: 'later', at: new Date('2026-11-24T01:00:00Z') }],
    ['+61212345678', 'Sydney, at 9:00 there on Tuesday', { kind: 'later', at: new Date('2026-11-23T22:00:00Z') }],
  ])('reaches %s (%s)', (phone, _, expected) => {
    expect(plan(phone)).toEqual(expected);
  });
});
