import { describe, expect, it } from 'vitest';
import { splitPeriod } from './period-split';

describe('splitPeriod', () => {
  it('reads the whole UTC days from the roll-up and the local-midnight edges from the hours', () => {
    const split = splitPeriod('2026-01-09T18:30:00.000Z', '2026-01-12T18:30:00.000Z');
    expect([split.fromDay, split.toDay]).toEqual(['2026-01-10', '2026-01-12']);
    expect(split.edges.map((edge) => edge.map((at) => at.toISOString()))).toEqual([
      ['2026-01-09T18:30:00.000Z', '2026-01-10T00:00:00.000Z'],
      ['2026-01-12T00:00:00.000Z', '2026-01-12T18:30:00.000Z'],
    ]);
  });

  it('leaves no edge when the period is whole UTC days', () => {
    const split = splitPeriod('2026-01-01T00:00:00Z', '2026-01-31T00:00:00Z');
    expect([split.fromDay, split.toDay]).toEqual(['2026-01-01', '2026-01-31']);
    expect(split.edges.every(([from, to]) => from.getTime() === to.getTime())).toBe(true);
  });

  it('reads a period inside one UTC day from the hours only', () => {
    const split = splitPeriod('2026-01-01T03:00:00Z', '2026-01-01T09:00:00Z');
    expect(split.fromDay).toBe(split.toDay);
    expect(split.edges[0].map((at) => at.toISOString())).toEqual(['2026-01-01T03:00:00.000Z', '2026-01-01T09:00:00.000Z']);
  });
});
