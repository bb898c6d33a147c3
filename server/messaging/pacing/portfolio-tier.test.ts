import { describe, expect, it } from 'vitest';
import { tierAllowance } from './portfolio-tier';

const now = new Date('2026-11-23T12:00:00Z');
const minute = (iso: string, users: number) => ({ minute: new Date(iso), users });

describe('tierAllowance', () => {
  it.each([
    { name: 'unlimited sends everything', limit: null, reached: [minute('2026-11-23T11:00:00Z', 500_000)], wanted: 90_000, allowed: 90_000, continuesAt: null },
    { name: 'an empty window sends up to the limit', limit: 250, reached: [], wanted: 100, allowed: 100, continuesAt: null },
    { name: 'more than the limit waits a day for the first ones to leave', limit: 250, reached: [], wanted: 300, allowed: 250, continuesAt: '2026-11-24T12:00:00.000Z' },
    { name: 'the rest continues when yesterday\u2019s minute leaves', limit: 250, reached: [minute('2026-11-22T13:00:00Z', 200)], wanted: 100, allowed: 50, continuesAt: '2026-11-23T13:01:00.000Z' },
    { name: 'minutes older than 24 hours do not count', limit: 250, reached: [minute('2026-11-22T11:58:00Z', 250)], wanted: 250, allowed: 250, continuesAt: null },
    { name: 'a full window lets nothing go', limit: 2_000, reached: [minute('2026-11-23T09:30:00Z', 2_000)], wanted: 10, allowed: 0, continuesAt: '2026-11-24T09:31:00.000Z' },
    { name: 'nothing wanted, nothing to wait for', limit: 250, reached: [minute('2026-11-23T09:30:00Z', 250)], wanted: 0, allowed: 0, continuesAt: null },
  ])('$name', ({ limit, reached, wanted, allowed, continuesAt }) => {
    const answer = tierAllowance({ limit, reached, now, wanted });
    expect(answer.allowed).toBe(allowed);
    expect(answer.continuesAt?.toISOString() ?? null).toBe(continuesAt);
  });

  it('waits for enough capacity for a batch, not for the first free slot', () => {
    const reached = [minute('2026-11-22T15:00:00Z', 200), minute('2026-11-22T13:00:00Z', 500), minute('2026-11-22T14:00:00Z', 300)];
    const answer = tierAllowance({ limit: 1_000, reached, now, wanted: 5_000, minBatch: 600 });
    expect(answer).toEqual({ allowed: 0, used: 1_000, continuesAt: new Date('2026-11-23T14:01:00Z') });
    expect(tierAllowance({ limit: 1_000, reached, now, wanted: 5_000 }).continuesAt).toEqual(new Date('2026-11-23T13:01:00Z'));
  });

  it('counts what it lets go now against later capacity', () => {
    // 100 may go now; the 100 left free by 13:01 would be taken by them, so the rest waits for 14:01.
    const reached = [minute('2026-11-22T13:00:00Z', 100), minute('2026-11-22T14:00:00Z', 50)];
    const answer = tierAllowance({ limit: 250, reached, now, wanted: 300, minBatch: 150 });
    expect(answer.allowed).toBe(100);
    expect(answer.continuesAt).toEqual(new Date('2026-11-23T14:01:00Z'));
  });
});
