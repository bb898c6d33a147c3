// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { audienceRows } from './audience-rows';
import type { AudienceProgress } from './audience-types';
import { AudienceFilesError, parseAudience } from './parse-audience';
import { fileText, parseCsvText } from './read-audience-file';
import { startInlineAudienceWorker } from './testing/inline-audience-worker';

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

async function xlsxFile(name: string, rows: (string | number)[][]) {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(rows.map((row) => row.map((value) => ({ value }))), {}).toBlob();
  return new File([await blob.arrayBuffer()], name);
}

const parse = (files: File[], progress: AudienceProgress[] = [], signal?: AbortSignal) =>
  parseAudience(files, { defaultCountry: 'IN', maxFiles: 10 }, (p) => progress.push(p), signal, startInlineAudienceWorker);

describe('parseCsvText', () => {
  it('reads quoted cells, other delimiters and reports rows as it goes', async () => {
    const steps: string[][][] = [];
    const text = 'phone;name\n9876543210;"Asha; A"\n"98123\n45678";Ravi\n';
    await parseCsvText(text, text.length, (rows) => steps.push(rows), () => false);
    expect(steps.flat()).toEqual([['phone', 'name'], ['9876543210', 'Asha; A'], ['98123\n45678', 'Ravi']]);
  });

  it('keeps a character whose bytes straddle a megabyte of the file, where the file is read a step at a time', async () => {
    const rows = Array.from({ length: 60_000 }, (_, index) => `98${String(index).padStart(8, '0')},Asha`).join('\n');
    const head = `phone,name\n${rows}\n9876543210,`;
    // The name's first letter starts one byte before the first megabyte ends.
    const name = `${'x'.repeat((1 << 20) - 1 - new TextEncoder().encode(head).length)}Éloïse عائشة`;
    const steps: string[][][] = [];
    const file = csvFile('names.csv', `${head}${name}\n9812345678,Ravi\n`);
    await parseCsvText(await fileText(file), file.size, (read) => steps.push(read), () => false);
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.flat().slice(-2)).toEqual([['9876543210', name], ['9812345678', 'Ravi']]);
  });
});

describe('parseAudience', () => {
  it('merges CSV and XLSX files, numbers kept as written, with progress up to the total bytes', async () => {
    const progress: AudienceProgress[] = [];
    const files = [csvFile('a.csv', 'name,phone\nAsha,9876543210\nBad,123\n'), await xlsxFile('b.xlsx', [['Mobile', 'name'], [919876543210, 'Asha again'], ['9812345678', 'Ravi']])];
    const result = await parse(files, progress);
    expect(result.counts).toEqual({ total: 4, valid: 2, invalid: 1, duplicate: 1 });
    expect(result.problems).toEqual([
      { file: 0, row: 3, kind: 'invalid', value: '123' },
      { file: 1, row: 2, kind: 'duplicate', value: '919876543210' },
    ]);
    expect([...audienceRows(result.chunks)].map((r) => r.phone)).toEqual(['+919876543210', '+919812345678']);
    expect(progress.at(-1)).toMatchObject({ rowsDone: 4, bytesDone: files[0]!.size + files[1]!.size, bytesTotal: files[0]!.size + files[1]!.size, file: 1 });
  });

  it('names files it cannot use and still reads the others', async () => {
    const result = await parse([new File(['%PDF'], 'list.pdf', { type: 'application/pdf' }), csvFile('empty.csv', ''), csvFile('ok.csv', 'phone\n9876543210\n')]);
    expect(result.files.map((f) => [f.name, f.error])).toEqual([
      ['list.pdf', 'unsupported_type'],
      ['empty.csv', 'empty'],
      ['ok.csv', null],
    ]);
    expect(result.counts.valid).toBe(1);
  });

  it('reads a file by its content: a workbook saved with a .csv name, a CSV with an .xlsx one', async () => {
    const workbook = await xlsxFile('b.csv', [['phone'], ['9812345678']]);
    const result = await parse([workbook, csvFile('a.xlsx', 'phone\n9876543210\n')]);
    expect(result.files.map((f) => [f.name, f.error])).toEqual([
      ['b.csv', null],
      ['a.xlsx', null],
    ]);
    expect(result.counts.valid).toBe(2);
  });

  it('refuses more than maxFiles files before reading, and stops when cancelled', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => csvFile(`${i}.csv`, 'phone\n'));
    await expect(parse(eleven)).rejects.toEqual(new AudienceFilesError('too_many_files'));
    const controller = new AbortController();
    const running = parse([csvFile('a.csv', 'phone\n9876543210\n')], [], controller.signal);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});
