import { describe, expect, it } from 'vitest';
import type { AudienceRow } from './audience-rows';
import { cellNamed, sendInChunks } from './send-in-chunks';

const row = (n: number, values: Record<string, string> = {}): AudienceRow => ({ file: 0, row: n + 2, phone: `+9198100000${String(n).padStart(2, '0')}`, values });

describe('sendInChunks', () => {
  it('sends every row once, in order, in chunks of the given size, and reports the running count', async () => {
    const chunks: string[][] = [];
    const progress: number[] = [];
    await sendInChunks(
      Array.from({ length: 5 }, (_, n) => row(n)),
      async (chunk) => chunks.push(chunk.map((r) => r.phone)),
      (sent) => progress.push(sent),
      2,
    );
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    expect(chunks.flat()).toEqual(Array.from({ length: 5 }, (_, n) => row(n).phone));
    expect(progress).toEqual([2, 4, 5]);
  });

  it('stops at the first refused chunk', async () => {
    let calls = 0;
    const failing = sendInChunks([row(1), row(2), row(3)], async () => {
      calls += 1;
      throw new Error('refused');
    }, () => undefined, 1);
    await expect(failing).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });
});

describe('cellNamed', () => {
  it('finds a column whatever its case and spacing, and answers empty when there is none', () => {
    expect(cellNamed(row(1, { ' Reason ': ' moved away ' }), 'reason')).toBe('moved away');
    expect(cellNamed(row(1, { city: 'Pune' }), 'reason')).toBe('');
  });
});
