import { describe, expect, it } from 'vitest';
import { chunkColumnsOf } from '@/api/contracts/campaigns';
import { runAudienceJob } from './audience-job';
import { audienceRows } from './audience-rows';
import type { AudienceChunk } from './audience-types';
import { createChunkBodies } from './chunk-bodies';
import { chunkToPost, unpackChunk } from './posted-chunk';
import { chunksOf, mappedRowChars, mappedRows } from './upload-in-chunks';

/** The page's kept chunks of the files, as parseAudience keeps them. */
async function parsed(files: File[]): Promise<AudienceChunk[]> {
  const chunks: AudienceChunk[] = [];
  const bytes = new Map<number, ArrayBuffer>();
  await runAudienceJob(files, { defaultCountry: 'IN' }, (message) => {
    if (message.type === 'bytes') bytes.set(message.file, message.bytes);
    if (message.type === 'chunk') chunks.push(unpackChunk(message.chunk, (file) => bytes.get(file)));
  });
  return chunks;
}

/** The chunk worker's bodies for the chunks, each posted as the page posts it. */
function bodies(chunks: AudienceChunk[], columns: string[], maxRows: number) {
  const answer = createChunkBodies();
  answer({ type: 'start', columns, maxRows });
  const built = chunks.flatMap((chunk) => answer({ type: 'chunk', ...chunkToPost(chunk) }).bodies);
  const last = answer({ type: 'end' });
  expect(last.done).toBe(true);
  return [...built, ...last.bodies];
}

describe('chunk bodies written in the worker', () => {
  it('are the JSON of the chunks the page would cut, as columns, rows carried over from one file to the next, a file read from its bytes or from its cells', async () => {
    // The first file is read from its bytes (the span its rows cover is posted); the second, not ASCII and quoted over two lines, as cells.
    const first = new File(['phone,name,city\n9812345601,Asha,Pune\nnot a number,x,y\n9812345602,Ravi,Goa\n9812345603,Mira,Agra\n'], 'a.csv', { type: 'text/csv' });
    const second = new File(['phone,name,city\n9812345604,"Dév\nK",Delhi\n9812345601,Again,Pune\n9812345605,Isha,Kochi\n'], 'b.csv', { type: 'text/csv' });
    const chunks = await parsed([first, second]);
    expect(chunks.map((chunk) => chunkToPost(chunk).bytes !== null)).toEqual([true, false]);
    const expected = [...chunksOf(mappedRows(audienceRows(chunks), ['name']), { maxRows: 2, charsOf: mappedRowChars })];
    const built = bodies(chunks, ['name'], 2);
    expect(built.map((body) => body.rows)).toEqual([2, 2, 1]);
    expect(built.map((body) => JSON.parse(`{${body.body}}`) as unknown)).toEqual(expected.map((rows) => chunkColumnsOf(rows, ['name'])));
    expect(expected.flat().map((row) => `${row.phone} ${row.variables.name}`)).toEqual(['+919812345601 Asha', '+919812345602 Ravi', '+919812345603 Mira', '+919812345604 Dév\nK', '+919812345605 Isha']);
  });

  it('leave the page its own chunk to read again (a second upload of the same file)', async () => {
    const chunks = await parsed([new File(['phone,name\n9812345601,Asha\n9812345602,Ravi\n'], 'a.csv', { type: 'text/csv' })]);
    const once = bodies(chunks, ['name'], 5000);
    expect(bodies(chunks, ['name'], 5000)).toEqual(once);
    expect([...audienceRows(chunks)].map((row) => row.values.name)).toEqual(['Asha', 'Ravi']);
  });
});
