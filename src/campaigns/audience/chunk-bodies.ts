import { chunkColumnsOf } from '@/api/contracts/campaigns';
import { audienceRows } from './audience-rows';
import type { PostedChunk } from './audience-types';
import { unpackChunk } from './posted-chunk';
import { createChunker, mappedRowChars, mappedRows, type BuiltChunk, type MappedRow } from './upload-in-chunks';

/** What the page asks the chunk worker, in order: `start` once, a packed chunk at a time, then `end`. */
export type ChunkBodyRequest =
  | { type: 'start'; columns: readonly string[]; maxRows: number }
  | { type: 'chunk'; chunk: PostedChunk; bytes: ArrayBuffer | null }
  | { type: 'end' };

/** Its answer to each request: the request bodies it filled (the rows' fields of the body, `"phones":…,"columns":…,"values":…`), and `done` after `end`. */
export interface ChunkBodyAnswer {
  bodies: BuiltChunk<string>[];
  done: boolean;
}

/**
 * The chunk worker's work, one request at a time: unpacks each packed chunk, keeps the mapped columns and
 * cuts the rows into request chunks as the page's uploader would (`createChunker`), each written as the
 * JSON of its rows in columns (`chunkColumnsOf`) without the braces. Rows left over wait for the next packed chunk. Plain TypeScript: the worker runs it,
 * and page tests run it in the page.
 */
export function createChunkBodies() {
  let columns: readonly string[] = [];
  let bodies: BuiltChunk<string>[] = [];
  let chunker = createChunker<MappedRow>({ charsOf: mappedRowChars }, () => undefined);
  return (request: ChunkBodyRequest): ChunkBodyAnswer => {
    if (request.type === 'start') {
      columns = request.columns;
      chunker = createChunker<MappedRow>({ maxRows: request.maxRows, charsOf: mappedRowChars }, (rows) => bodies.push({ body: JSON.stringify(chunkColumnsOf(rows, columns)).slice(1, -1), rows: rows.length }));
    } else if (request.type === 'chunk') {
      const { bytes } = request;
      for (const row of mappedRows(audienceRows([unpackChunk(request.chunk, () => bytes ?? undefined)]), columns)) chunker.push(row);
    } else chunker.end();
    const answer = { bodies, done: request.type === 'end' };
    bodies = [];
    return answer;
  };
}
