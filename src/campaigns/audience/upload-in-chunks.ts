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

export interface ChunkUpload<T> {
  rows: Iterable<T>;
  rowsTotal: number;
  /** Posts one chunk to the caller's own endpoint; chunks are numbered from 0 and start in order. */
  post: (chunk: T[], chunkIndex: number) => Promise<unknown>;
  /**
   * How many chunks may be on their way at once (1 unless told more): more only where the endpoint stores
   * chunks by index whatever order they arrive in, so the browser reads and sends the next chunk while the
   * server stores the last one.
   */
  inFlight?: number;
  onProgress: (progress: UploadProgress) => void;
  /** The endpoint's own cap when its contract takes fewer rows than a campaign import does. */
  maxRows?: number;
  /** A row's size in characters, where a request body must stay under the import's character cap. */
  charsOf?: (row: T) => number;
}

/**
 * The one audience uploader: rows go up in chunks of at most 5,000 (or the endpoint's cap) and
 * 300,000 characters, `inFlight` at a time, each chunk tried again when the network failed, the
 * running count reported as each arrives. The first refused chunk stops the upload (no chunk starts
 * after it; those already on their way are let finish). Answers how many chunks went, which the
 * import's completion names.
 */
export async function uploadInChunks<T>({ rows, rowsTotal, post, onProgress, maxRows = AUDIENCE_IMPORT_CHUNK_MAX_ROWS, charsOf, inFlight = 1 }: ChunkUpload<T>) {
  let chunkIndex = 0;
  let rowsSent = 0;
  let batch: T[] = [];
  let batchChars = 0;
  const sending = new Set<Promise<void>>();
  let refused: { error: unknown } | null = null;
  const settle = async () => {
    await Promise.all(sending);
    if (refused) throw refused.error;
  };
  const flush = async () => {
    const chunk = batch;
    batch = [];
    batchChars = 0;
    const index = chunkIndex;
    chunkIndex += 1;
    const sent: Promise<void> = withRetry(() => post(chunk, index))
      .then(
        () => {
          rowsSent += chunk.length;
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
  };
  for (const row of rows) {
    const chars = charsOf?.(row) ?? 0;
    if (batch.length && batchChars + chars > AUDIENCE_IMPORT_CHUNK_MAX_CHARS) await flush();
    batch.push(row);
    batchChars += chars;
    if (batch.length === maxRows) await flush();
  }
  if (batch.length) await flush();
  await settle();
  return chunkIndex;
}
