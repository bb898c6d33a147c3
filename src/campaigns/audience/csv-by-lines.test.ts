import { describe, expect, it } from 'vitest';
import { createAudienceCollector } from './audience-collector';
import { runAudienceJob } from './audience-job';
import { audienceRows, firstAudienceRow } from './audience-rows';
import type { AudienceChunk, AudienceOptions, AudienceSummary } from './audience-types';
import { quotedRow, readableByLines } from './csv-by-lines';
import { unpackChunk } from './posted-chunk';
import { decodeFile, parseCsvText } from './read-audience-file';

const MEGABYTE = 1 << 20;

interface Collected {
  summary: AudienceSummary;
  rows: ReturnType<typeof audienceRows> extends Generator<infer R> ? R[] : never;
  /** `firstAudienceRow`, which parses the first line alone. */
  first: ReturnType<typeof firstAudienceRow>;
  csvChunks: number;
  /** Files whose bytes the job handed over, their rows then read from them. */
  bytesPosted: number;
}

/** The audience job on a file: read by lines when its text allows, as the worker does. */
async function byJob(text: string | Uint8Array<ArrayBuffer>, options: Partial<AudienceOptions> = {}): Promise<Collected> {
  const chunks: AudienceChunk[] = [];
  const bytes = new Map<number, ArrayBuffer>();
  let summary: AudienceSummary | null = null;
  await runAudienceJob([new File([text], 'list.csv', { type: 'text/csv' })], { defaultCountry: 'IN', ...options }, (message) => {
    if (message.type === 'bytes') bytes.set(message.file, message.bytes);
    if (message.type === 'chunk') chunks.push(unpackChunk(message.chunk, (file) => bytes.get(file)));
    if (message.type === 'done') summary = message.summary;
  });
  if (!summary) throw new Error('the job did not finish');
  return { summary, rows: [...audienceRows(chunks)], first: firstAudienceRow(chunks), csvChunks: chunks.filter((chunk) => chunk.csv).length, bytesPosted: bytes.size };
}

/** The same text through papaparse's rows, as files it cannot read by lines are. */
async function byPapaparse(text: string, options: Partial<AudienceOptions> = {}): Promise<Collected> {
  const chunks: AudienceChunk[] = [];
  const collector = createAudienceCollector({ defaultCountry: 'IN', ...options }, (chunk) => chunks.push(unpackChunk(chunk, () => undefined)));
  let started = false;
  await parseCsvText(
    text,
    text.length,
    (rows) => {
      let data = rows;
      if (!started) {
        started = true;
        const [header = [], ...rest] = rows;
        collector.beginFile(0, 'list.csv', header, rest.slice(0, 50));
        data = rest;
      }
      collector.addRows(data);
    },
    () => false,
  );
  collector.endFile();
  return { summary: collector.summary(), rows: [...audienceRows(chunks)], first: firstAudienceRow(chunks), csvChunks: 0, bytesPosted: 0 };
}

async function expectSameAsPapaparse(file: string | Uint8Array<ArrayBuffer>, options: Partial<AudienceOptions> = {}) {
  const text = typeof file === 'string' ? file : decodeFile(file.buffer);
  const [lines, papa] = await Promise.all([byJob(file, options), byPapaparse(text, options)]);
  expect(lines.csvChunks).toBe(lines.summary.counts.valid > 0 ? Math.ceil(lines.summary.counts.valid / 10_000) : 0);
  expect(lines.summary).toEqual(papa.summary);
  expect(lines.rows).toEqual(papa.rows);
  for (const read of [lines, papa]) expect(read.first).toEqual(read.rows[0] ?? null);
  return lines;
}

describe('readableByLines', () => {
  it('finds the delimiter and line break papaparse would use', () => {
    expect(readableByLines('phone;name\r\n9876543210;Asha\r\n', MEGABYTE)).toEqual({ delimiter: ';', linebreak: '\r\n' });
    expect(readableByLines('phone\tname\n9876543210\t"Asha\tA"\n', MEGABYTE)).toEqual({ delimiter: '\t', linebreak: '\n' });
  });

  it('leaves to papaparse a quote inside an unquoted cell, text after a closing quote, an unclosed quote and the packing separators', () => {
    expect(readableByLines('phone,name\n9876543210,As"ha\n', MEGABYTE)).toBeNull();
    expect(readableByLines('phone,name\n9876543210,"Asha" A\n', MEGABYTE)).toBeNull();
    expect(readableByLines('phone,name\n9876543210,"Asha\n', MEGABYTE)).toBeNull();
    expect(readableByLines('phone,name\n9876543210,Asha\u001fA\n', MEGABYTE)).toBeNull();
  });
});

describe('quotedRow', () => {
  it('unquotes cells, reads doubled quotes and keeps line breaks inside a quoted cell', () => {
    const text = 'x\n9876543210,"Asha, ""A""","Line\none",\nnext';
    expect(quotedRow(text, 2, { delimiter: ',', linebreak: '\n' })).toEqual({ cells: ['9876543210', 'Asha, "A"', 'Line\none', ''], end: text.indexOf('\nnext') });
  });
});

describe('an audience file read by lines', () => {
  it('reads what papaparse reads: quoted cells with delimiters, quotes and line breaks, CRLF, empty lines (not rows) and blank rows (rows, skipped), short and long rows', async () => {
    const text = [
      'name;phone;city',
      'Asha;9876543210;Mumbai',
      '"Ravi; R";+91 98123 45678;"Surat; ""Gujarat"""',
      '',
      ';;',
      '"Meera\r\nM";9812345679;Pune',
      'Dev;not a number;Delhi',
      'Asha again;+919876543210;Mumbai',
      'Short;9812345680',
      'Long;9812345681;Jaipur;extra',
      '""',
      'Last;9812345682;"Kolkata"',
    ].join('\r\n');
    const read = await expectSameAsPapaparse(text);
    expect(read.bytesPosted).toBe(1);
    expect(read.summary.counts).toEqual({ total: 8, valid: 6, invalid: 1, duplicate: 1 });
    expect(read.rows.map((row) => [row.row, row.values.name, row.values.city])).toEqual([
      [2, 'Asha', 'Mumbai'],
      [3, 'Ravi; R', 'Surat; "Gujarat"'],
      [5, 'Meera\r\nM', 'Pune'],
      [8, 'Short', ''],
      [9, 'Long', 'Jaipur'],
      [10, 'Last', 'Kolkata'],
    ]);
  });

  it('keeps only the mapped columns, quoting those that need it', async () => {
    const text = 'phone,name,city\n9876543210,"Asha, A",Mumbai\n9812345678,Ravi,"Surat, Gujarat"\n';
    const read = await expectSameAsPapaparse(text, { keepColumns: ['phone', 'city'] });
    expect(read.rows.map((row) => row.values)).toEqual([
      { phone: '9876543210', city: 'Mumbai' },
      { phone: '9812345678', city: 'Surat, Gujarat' },
    ]);
  });

  it('reads a large list in steps across chunks, with rows cut by neither, the same as papaparse', async () => {
    const cities = ['Mumbai', '"Surat, Gujarat"', 'Pune', '"Line\nbreak"'];
    const lines = ['phone,name,city'];
    for (let index = 0; index < 60_000; index++) {
      const phone = index % 97 === 0 ? 'bad' : index % 89 === 0 ? `98${String(index - 1).padStart(8, '0')}` : `98${String(index).padStart(8, '0')}`;
      lines.push(index % 1009 === 0 ? '' : `${phone},Customer ${index} ${'x'.repeat(index % 7)},${cities[index % cities.length]}`);
    }
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(2 * MEGABYTE);
    const read = await expectSameAsPapaparse(text);
    expect(read.summary.counts.valid).toBeGreaterThan(50_000);
  });

  it('reads a list of names in other scripts, and bytes UTF-8 cannot read, the same as papaparse', async () => {
    const names = await expectSameAsPapaparse('phone,name\n9876543210,عائشة\n9812345678,"आशा, A"\n');
    expect(names.rows.map((row) => row.values.name)).toEqual(['عائشة', 'आशा, A']);
    expect(names.bytesPosted).toBe(0);
    const latin1 = new Uint8Array([...new TextEncoder().encode('phone,name\n9876543210,Ren'), 0xe9, ...new TextEncoder().encode('\n9812345678,Zo'), 0xeb, 0x0a]);
    const read = await expectSameAsPapaparse(latin1);
    expect(read.rows.map((row) => row.values.name)).toEqual(['Ren\ufffd', 'Zo\ufffd']);
    expect(read.bytesPosted).toBe(1);
  });
});
