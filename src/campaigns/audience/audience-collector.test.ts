import { describe, expect, it } from 'vitest';
import { audienceLimits } from '../campaign-limits';
import { createAudienceCollector } from './audience-collector';
import { audienceRows } from './audience-rows';
import type { AudienceChunk } from './audience-types';
import { unpackChunk } from './posted-chunk';

function collect(files: { name: string; rows: string[][] }[], options: Partial<Parameters<typeof createAudienceCollector>[0]> = {}) {
  const chunks: AudienceChunk[] = [];
  const collector = createAudienceCollector({ defaultCountry: 'IN', ...options }, (chunk) => chunks.push(unpackChunk(chunk, () => undefined)));
  files.forEach(({ name, rows: [header = [], ...rows] }, index) => {
    collector.beginFile(index, name, header, rows);
    collector.addRows(rows);
    collector.endFile();
  });
  return { summary: collector.summary(), chunks, rows: [...audienceRows(chunks)] };
}

describe('audience collector', () => {
  it('reports invalid, missing and duplicate rows by their spreadsheet row number and keeps the first of a number', () => {
    const { summary, rows } = collect([
      {
        name: 'a.csv',
        rows: [
          ['name', 'phone'],
          ['Asha', '9876543210'],
          ['Ravi', 'not a number'],
          ['', ''],
          ['Asha again', '+91 98765 43210'],
          ['Meera', ''],
          ['Dev', '9812345678'],
        ],
      },
    ]);
    expect(summary.counts).toEqual({ total: 5, valid: 2, invalid: 2, duplicate: 1 });
    expect(summary.problems).toEqual([
      { file: 0, row: 3, kind: 'invalid', value: 'not a number' },
      { file: 0, row: 5, kind: 'duplicate', value: '+91 98765 43210' },
      { file: 0, row: 6, kind: 'missing', value: '' },
    ]);
    expect(rows).toEqual([
      { file: 0, row: 2, phone: '+919876543210', values: { name: 'Asha', phone: '9876543210' } },
      { file: 0, row: 7, phone: '+919812345678', values: { name: 'Dev', phone: '9812345678' } },
    ]);
    expect(summary.files).toEqual([{ name: 'a.csv', columns: ['name', 'phone'], phoneColumn: 'phone', rows: 5, error: null }]);
  });

  it('removes duplicates across files and keeps only the mapped columns', () => {
    const { summary, rows } = collect(
      [
        { name: 'a.csv', rows: [['phone', 'name', 'city'], ['9876543210', 'Asha', 'Pune']] },
        { name: 'b.csv', rows: [['Mobile', 'city', 'name'], ['919876543210', 'Delhi', 'Asha B'], ['9812345678', 'Agra', 'Ravi']] },
      ],
      { keepColumns: ['name'] },
    );
    expect(summary.counts).toEqual({ total: 3, valid: 2, invalid: 0, duplicate: 1 });
    expect(summary.problems).toEqual([{ file: 1, row: 2, kind: 'duplicate', value: '919876543210' }]);
    expect(rows.map((r) => [r.file, r.row, r.phone, r.values])).toEqual([
      [0, 2, '+919876543210', { name: 'Asha' }],
      [1, 3, '+919812345678', { name: 'Ravi' }],
    ]);
  });

  it('uses the column the user picked over the detected one', () => {
    const { summary } = collect([{ name: 'a.csv', rows: [['phone', 'alt'], ['9876543210', '9812345678']] }], { phoneColumn: 'alt' });
    expect(summary.files[0]?.phoneColumn).toBe('alt');
  });

  it('marks a file without a phone column and reads nothing from it', () => {
    const { summary } = collect([{ name: 'names.csv', rows: [['name'], ['Asha'], ['Ravi']] }]);
    expect(summary.files[0]).toMatchObject({ error: 'no_phone_column', rows: 0 });
    expect(summary.counts.total).toBe(0);
  });

  it('previews the first rows with their status and lists at most the configured number of problems', () => {
    const bad = Array.from({ length: audienceLimits.maxListedProblems + 5 }, (_, i) => [`x${i}`]);
    const { summary } = collect([{ name: 'a.csv', rows: [['phone'], ['9876543210'], ...bad] }]);
    expect(summary.preview).toHaveLength(audienceLimits.previewRows);
    expect(summary.preview[0]).toEqual({ file: 0, row: 2, cells: ['9876543210'], phone: '+919876543210', status: 'valid' });
    expect(summary.preview[1]).toMatchObject({ row: 3, status: 'invalid', phone: null });
    expect(summary.problems).toHaveLength(audienceLimits.maxListedProblems);
    expect(summary.counts.invalid).toBe(audienceLimits.maxListedProblems + 5);
  });

  it('packs valid rows into chunks of the configured size, without the separator characters of the packing', () => {
    const many = Array.from({ length: audienceLimits.chunkRows + 3 }, (_, i) => [`+9198${String(i).padStart(8, '0')}`, `a\u001fb\u001e${i}`]);
    const { chunks, rows } = collect([{ name: 'a.csv', rows: [['phone', 'note'], ...many] }]);
    expect(chunks.map((c) => c.rows.length)).toEqual([audienceLimits.chunkRows, 3]);
    expect(rows).toHaveLength(audienceLimits.chunkRows + 3);
    expect(rows.at(-1)).toEqual({ file: 0, row: audienceLimits.chunkRows + 4, phone: `+9198${String(audienceLimits.chunkRows + 2).padStart(8, '0')}`, values: { phone: many.at(-1)?.[0], note: `ab${audienceLimits.chunkRows + 2}` } });
  });
});
