import { describe, expect, it } from 'vitest';
import { createTokenBucket, currentRate, slowDownAfterThrottle, takeTokens } from './token-bucket';

const t0 = new Date('2026-11-23T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('token bucket', () => {
  it.each([
    { rate: 80, wanted: 100, granted: 80, nextInMs: 13 },
    { rate: 80, wanted: 50, granted: 50, nextInMs: null },
    { rate: 1_000, wanted: 1_200, granted: 1_000, nextInMs: 1 },
    { rate: 20, wanted: 21, granted: 20, nextInMs: 50 },
  ])('a full $rate/s bucket grants $granted of $wanted', ({ rate, wanted, granted, nextInMs }) => {
    const take = takeTokens(createTokenBucket(rate, t0), wanted, t0);
    expect(take.granted).toBe(granted);
    expect(take.nextAt).toEqual(nextInMs === null ? null : at(nextInMs));
  });

  it('refills at the rate and never holds more than one second', () => {
    const empty = takeTokens(createTokenBucket(80, t0), 80, t0).bucket;
    expect(takeTokens(empty, 100, at(500)).granted).toBe(40);
    expect(takeTokens(empty, 1_000, at(10_000)).granted).toBe(80);
  });

  it('refuses throughputs outside 1 to 1,000 a second', () => {
    expect(() => createTokenBucket(0, t0)).toThrow(RangeError);
    expect(() => createTokenBucket(1_001, t0)).toThrow('between 1 and 1000');
    expect(createTokenBucket(1_000, t0).ratePerSecond).toBe(1_000);
  });

  it('halves the rate on 130429, pauses, and doubles back each quiet minute', () => {
    let bucket = slowDownAfterThrottle(createTokenBucket(80, t0), t0);
    expect(currentRate(bucket, t0)).toBe(40);
    expect(takeTokens(bucket, 1, t0)).toMatchObject({ granted: 0, nextAt: at(25) });
    bucket = slowDownAfterThrottle(bucket, at(1_000));
    expect(currentRate(bucket, at(1_000))).toBe(20);
    expect(currentRate(bucket, at(60_999))).toBe(20);
    expect(currentRate(bucket, at(61_000))).toBe(40);
    expect(currentRate(bucket, at(121_000))).toBe(80);
    expect(currentRate(bucket, at(600_000))).toBe(80);
  });

  it('slows a number on its reduced rate from where it has recovered to', () => {
    const once = slowDownAfterThrottle(createTokenBucket(80, t0), t0);
    // A minute later it is back at 80, so the next throttle brings it to 40, not 20.
    expect(currentRate(slowDownAfterThrottle(once, at(60_000)), at(60_000))).toBe(40);
  });

  it('never slows below one message a second', () => {
    let bucket = createTokenBucket(3, t0);
    for (let i = 0; i < 5; i += 1) bucket = slowDownAfterThrottle(bucket, t0);
    expect(currentRate(bucket, t0)).toBe(1);
    expect(takeTokens(bucket, 1, at(1_000)).granted).toBe(1);
  });
});
