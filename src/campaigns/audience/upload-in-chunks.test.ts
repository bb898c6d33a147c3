import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/api/errors';
import type { AudienceRow } from './audience-rows';
import { cellNamed } from './cell-named';
import { mappedRowChars, mappedRows, uploadInChunks } from './upload-in-chunks';

const row = (n: number, values: Record<string, string> = {}): AudienceRow => ({ file: 0, row: n + 2, phone: `+9198100000${String(n).padStart(2, '0')}`, values });
const rows = (count: number) => Array.from({ length: count }, (_, n) => row(n));

describe('uploadInChunks', () => {
  it('sends every row once, in order, in chunks of the given size, and reports the running count', async () => {
    const chunks: string[][] = [];
    const indexes: number[] = [];
    const progress: number[] = [];
    const chunkCount = await uploadInChunks({
      rows: rows(5),
      rowsTotal: 5,
      post: async (chunk, index) => {
        chunks.push(chunk.map((r) => r.phone));
        indexes.push(index);
      },
      onProgress: ({ rowsSent, rowsTotal }) => progress.push(rowsSent / rowsTotal),
      maxRows: 2,
    });
    expect(chunks.map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    expect(chunks.flat()).toEqual(rows(5).map((r) => r.phone));
    expect(indexes).toEqual([0, 1, 2]);
    expect(progress).toEqual([2 / 5, 4 / 5, 1]);
    expect(chunkCount).toBe(3);
  });

  it('keeps up to inFlight chunks on their way, counts each row once as its chunk arrives, and starts none after a refusal', async () => {
    const waiting: (() => void)[] = [];
    const started: number[] = [];
    const progress: number[] = [];
    const upload = uploadInChunks({
      rows: rows(6),
      rowsTotal: 6,
      post: (_chunk, index) => {
        started.push(index);
        return new Promise<void>((resolve) => waiting.push(resolve));
      },
      onProgress: ({ rowsSent }) => progress.push(rowsSent),
      maxRows: 1,
      inFlight: 3,
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect(started).toEqual([0, 1, 2]);
    waiting[1]?.();
    await new Promise((resolve) => setTimeout(resolve));
    expect(started).toEqual([0, 1, 2, 3]);
    for (const resolve of waiting) resolve();
    await new Promise((resolve) => setTimeout(resolve));
    for (const resolve of waiting) resolve();
    expect(await upload).toBe(6);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);

    const tried: number[] = [];
    const refused = uploadInChunks({
      rows: rows(6),
      rowsTotal: 6,
      post: async (_chunk, index) => {
        tried.push(index);
        if (index === 1) throw new Error('refused');
      },
      onProgress: () => undefined,
      maxRows: 1,
      inFlight: 2,
    });
    await expect(refused).rejects.toThrow('refused');
    expect(tried).toEqual([0, 1]);
  });

  it('stops at the first refused chunk', async () => {
    let calls = 0;
    const failing = uploadInChunks({
      rows: rows(3),
      rowsTotal: 3,
      post: async () => {
        calls += 1;
        throw new Error('refused');
      },
      onProgress: () => undefined,
      maxRows: 1,
    });
    await expect(failing).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });

  it('sends a chunk the network lost again, the same chunk under the same index, up to twice', async () => {
    const tries: string[] = [];
    let lost = 2;
    await uploadInChunks({
      rows: rows(2),
      rowsTotal: 2,
      post: async (chunk, index) => {
        tries.push(`${index}:${chunk.map((r) => r.phone).join(',')}`);
        if (index === 1 && lost-- > 0) throw new NetworkError('/chunks', new Error('offline'));
      },
      onProgress: () => undefined,
      maxRows: 1,
    });
    expect(tries).toEqual([`0:${row(0).phone}`, `1:${row(1).phone}`, `1:${row(1).phone}`, `1:${row(1).phone}`]);

    let calls = 0;
    const offline = uploadInChunks({
      rows: rows(1),
      rowsTotal: 1,
      post: async () => {
        calls += 1;
        throw new NetworkError('/chunks', new Error('offline'));
      },
      onProgress: () => undefined,
    });
    await expect(offline).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(3);
  });

  it('takes 5,000 rows a chunk unless told fewer, and ends a chunk before it passes 300,000 characters', async () => {
    const sizes: number[] = [];
    await uploadInChunks({ rows: rows(5001), rowsTotal: 5001, post: async (chunk) => sizes.push(chunk.length), onProgress: () => undefined });
    expect(sizes).toEqual([5000, 1]);

    sizes.length = 0;
    // Three rows of 100,000 characters fill a request; the fourth starts the next.
    await uploadInChunks({ rows: rows(4), rowsTotal: 4, post: async (chunk) => sizes.push(chunk.length), onProgress: () => undefined, charsOf: () => 100_000 });
    expect(sizes).toEqual([3, 1]);
  });
});

describe('mappedRows', () => {
  it('keeps only the mapped columns, a missing one empty, each cut to 1,024 characters', () => {
    const [mapped] = [...mappedRows([row(1, { name: 'Asha', city: 'Pune', note: 'y'.repeat(2000) })], ['name', 'note', 'plan'])];
    expect(mapped).toEqual({ phone: row(1).phone, variables: { name: 'Asha', note: 'y'.repeat(1024), plan: '' } });
    expect(mappedRowChars({ phone: '+919810000001', variables: { name: 'Asha' } })).toBe(13 + 4 + 4);
  });
});

describe('cellNamed', () => {
  it('finds a column whatever its case and spacing, and answers empty when there is none', () => {
    expect(cellNamed(row(1, { ' Reason ': ' moved away ' }), 'reason')).toBe('moved away');
    expect(cellNamed(row(1, { city: 'Pune' }), 'reason')).toBe('');
  });
});
