import { AUDIENCE_IMPORT_CHUNK_MAX_CHARS, AUDIENCE_IMPORT_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { NetworkError } from '@/api/errors';
import type { AudienceRow } from './audience-rows';

export interface UploadProgress {
  rowsSent: number;
  rowsTotal: number;
}

/** A call that could not be made for want of a network is tried again this many times. */
const RETRIES = 2;

/**
 * Runs `send`, again up to twice when the network failed. Only safe where the server stores a
 * repeated call once (every chunk endpoint the uploader serves does: by chunk index, or by phone).
 */
export async function withRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof NetworkError) || attempt >= RETRIES) throw error;
    }
  }
}

/** A row with only the mapped columns, each cut to the 1,024 characters a cell may hold. */
export interface MappedRow {
  phone: string;
  variables: Record<string, string>;
}

/** Rows as a campaign import takes them, made one at a time as the uploader reads them. */
export function* mappedRows(rows: Iterable<AudienceRow>, columns: readonly string[]): Generator<MappedRow> {
  for (const row of rows) yield { phone: row.phone, variables: Object.fromEntries(columns.map((column) => [column, (row.values[column] ?? '').slice(0, 1024)])) };
}

/** The characters a mapped row adds to a request: its number, and each column's name and value. */
export const mappedRowChars = (row: MappedRow) => row.phone.length + Object.entries(row.variables).reduce((sum, [column, value]) => sum + column.length + value.length, 0);

/** How a chunk is cut: at most `maxRows` rows (5,000 unless the endpoint takes fewer) and, where `charsOf` sizes a row, 300,000 characters. */
export interface ChunkLimits<T> {
  /** The endpoint's own cap when its contract takes fewer rows than a campaign import does. */
  maxRows?: number;
  /** A row's size in characters, where a request body must stay under the import's character cap. */
  charsOf?: (row: T) => number;
}

/**
 * Cuts rows into chunks as they are pushed (`onChunk` is told each full one; `end` hands over the last),
 * so the page and the chunk worker, which is fed a packed chunk at a time, cut them the same way.
 */
export function createChunker<T>({ maxRows = AUDIENCE_IMPORT_CHUNK_MAX_ROWS, charsOf }: ChunkLimits<T>, onChunk: (rows: T[]) => void) {
  let batch: T[] = [];
  let batchChars = 0;
  const flush = () => {
    const full = batch;
    batch = [];
    batchChars = 0;
    onChunk(full);
  };
  return {
    push(row: T) {
      const chars = charsOf?.(row) ?? 0;
      if (batch.length && batchChars + chars > AUDIENCE_IMPORT_CHUNK_MAX_CHARS) flush();
      batch.push(row);
      batchChars += chars;
      if (batch.length === maxRows) flush();
    },
    end() {
      if (batch.length) flush();
    },
  };
}

/** Rows in chunks (`createChunker`), made one at a time as the uploader reads them. */
export function* chunksOf<T>(rows: Iterable<T>, limits: ChunkLimits<T>): Generator<T[]> {
  const ready: T[][] = [];
  const chunker = createChunker(limits, (chunk) => ready.push(chunk));
  for (const row of rows) {
    chunker.push(row);
    yield* ready.splice(0);
  }
  chunker.end();
  yield* ready;
}

/** A chunk ready to post: its body as `post` takes it (rows, or their JSON built in a worker) and how many rows it holds. */
export interface BuiltChunk<B> {
  body: B;
  rows: number;
}

export interface ChunkSending<B> {
  /** The chunks in order; an async source (a worker building them) is read no faster than they are sent. */
  chunks: Iterable<BuiltChunk<B>> | AsyncIterable<BuiltChunk<B>>;
  rowsTotal: number;
  /** Posts one chunk to the caller's own endpoint; chunks are numbered from 0 and start in order. */
  post: (body: B, chunkIndex: number) => Promise<unknown>;
  /**
   * How many chunks may be on their way at once (1 unless told more): more only where the endpoint stores
   * chunks by index whatever order they arrive in, so the browser reads and sends the next chunk while the
   * server stores the last one.
   */
  inFlight?: number;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * The one audience uploader: chunks go up `inFlight` at a time, each tried again when the network
 * failed, the running count reported as each arrives. The first refused chunk stops the upload (no
 * chunk starts after it, and the source is not read further; those already on their way are let
 * finish). Answers how many chunks went, which the import's completion names.
 */
export async function sendChunks<B>({ chunks, rowsTotal, post, onProgress, inFlight = 1 }: ChunkSending<B>) {
  let chunkIndex = 0;
  let rowsSent = 0;
  const sending = new Set<Promise<void>>();
  let refused: { error: unknown } | null = null;
  const settle = async () => {
    await Promise.all(sending);
    if (refused) throw refused.error;
  };
  for await (const chunk of chunks) {
    const index = chunkIndex;
    chunkIndex += 1;
    const sent: Promise<void> = withRetry(() => post(chunk.body, index))
      .then(
        () => {
          rowsSent += chunk.rows;
          onProgress({ rowsSent, rowsTotal });
        },
        (error: unknown) => {
          refused ??= { error };
        },
      )
      .finally(() => sending.delete(sent));
    sending.add(sent);
    while (sending.size >= inFlight && !refused) await Promise.race(sending);
    if (refused) await settle();
  }
  await settle();
  return chunkIndex;
}

export interface ChunkUpload<T> extends ChunkLimits<T>, Omit<ChunkSending<T[]>, 'chunks'> {
  rows: Iterable<T>;
}

function* rowChunks<T>(rows: Iterable<T>, limits: ChunkLimits<T>): Generator<BuiltChunk<T[]>> {
  for (const chunk of chunksOf(rows, limits)) yield { body: chunk, rows: chunk.length };
}

/** `sendChunks` of rows cut on the page (`chunksOf`): the uploader of lists, groups, opt-outs and RCS files. */
export function uploadInChunks<T>({ rows, maxRows, charsOf, ...sending }: ChunkUpload<T>) {
  return sendChunks({ ...sending, chunks: rowChunks(rows, { maxRows, charsOf }) });
}
