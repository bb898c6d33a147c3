import { describe, expect, it } from 'vitest';
import { expiryDeadline, planSend } from './expiry';

const planned = new Date('2026-11-23T10:00:00Z');
const hours = (count: number) => new Date(planned.getTime() + count * 3_600_000);

describe('expiryDeadline', () => {
  it('caps RCS at 48 hours and leaves WhatsApp as asked', () => {
    expect(expiryDeadline(planned, 72, 'rcs')).toEqual(hours(48));
    expect(expiryDeadline(planned, 72, 'whatsapp')).toEqual(hours(72));
    expect(expiryDeadline(planned, 6, 'rcs')).toEqual(hours(6));
    expect(() => expiryDeadline(planned, 0, 'whatsapp')).toThrow(RangeError);
  });
});

describe('planSend', () => {
  const kolkataDay = { from: '09:00', until: '21:00' };
  it.each([
    { name: 'no window, no expiry: now', now: hours(1), window: null, expiryHours: null, channel: 'whatsapp' as const, plan: { kind: 'now' } },
    { name: 'before the planned time: then', now: hours(-2), window: null, expiryHours: 4, channel: 'whatsapp' as const, plan: { kind: 'later', at: planned } },
    { name: 'past the deadline: expired', now: hours(5), window: null, expiryHours: 4, channel: 'whatsapp' as const, plan: { kind: 'expired', deadline: hours(4) } },
    // 10:00Z is 15:30 in Kolkata; 16:00Z is 21:30, so the window reopens at 03:30Z tomorrow (17.5 h after planned).
    { name: 'window closed, reopens before the deadline: later', now: hours(6), window: kolkataDay, expiryHours: 24, channel: 'whatsapp' as const, plan: { kind: 'later', at: hours(17.5) } },
    { name: 'window closed, reopens after the deadline: expired', now: hours(6), window: kolkataDay, expiryHours: 12, channel: 'whatsapp' as const, plan: { kind: 'expired', deadline: hours(12) } },
    { name: 'RCS asked for 72 h, 50 h late: expired at 48', now: hours(50), window: null, expiryHours: 72, channel: 'rcs' as const, plan: { kind: 'expired', deadline: hours(48) } },
    { name: 'WhatsApp asked for 72 h, 50 h late: now', now: hours(50), window: null, expiryHours: 72, channel: 'whatsapp' as const, plan: { kind: 'now' } },
  ])('$name', ({ now, window, expiryHours, channel, plan }) => {
    expect(planSend({ now, plannedAt: planned, channel, expiryHours, window, timeZone: 'Asia/Kolkata' })).toEqual(plan);
  });
});
