import { afterEach, describe, expect, it } from 'vitest';
import { localDayRange } from './local-day-range';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('localDayRange', () => {
  it('bounds the reader’s own days, east of UTC', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(localDayRange('2026-11-22', '2026-11-23')).toEqual({ from: '2026-11-21T18:30:00.000Z', to: '2026-11-23T18:30:00.000Z' });
  });

  it('bounds the reader’s own days, west of UTC, across a daylight-saving change', () => {
    process.env.TZ = 'America/New_York';
    expect(localDayRange('2026-11-01', '2026-11-01')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
  });

  it('leaves out an empty bound', () => {
    process.env.TZ = 'UTC';
    expect(localDayRange('', '2026-01-31')).toEqual({ from: undefined, to: '2026-02-01T00:00:00.000Z' });
    expect(localDayRange('', '')).toEqual({ from: undefined, to: undefined });
  });
});
