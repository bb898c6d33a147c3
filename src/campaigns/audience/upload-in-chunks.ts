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
  /** Posts one chunk to the caller's own endpoint; chunks go one after another, in order, numbered from 0. */
  post: (chunk: T[], chunkIndex: number) => Promise<unknown>;
  onProgress: (progress: UploadProgress) => void;
  /** The endpoint's own cap when its contract takes fewer rows than a campaign import does. */
  maxRows?: number;
  /** A row's size in characters, where a request body must stay under the import's character cap. */
  charsOf?: (row: T) => number;
}

/**
 * The one audience uploader: rows go up in chunks of at most 5,000 (or the endpoint's cap) and
 * 300,000 characters, each chunk tried again when the network failed, the running count reported
 * after each. The first refused chunk stops the upload. Answers how
 * many chunks went, which the import's completion names.
 */
export async function uploadInChunks<T>({ rows, rowsTotal, post, onProgress, maxRows = AUDIENCE_IMPORT_CHUNK_MAX_ROWS, charsOf }: ChunkUpload<T>) {
  let chunkIndex = 0;
  let rowsSent = 0;
  let batch: T[] = [];
  let batchChars = 0;
  const flush = async () => {
    const chunk = batch;
    batch = [];
    batchChars = 0;
    const index = chunkIndex;
    chunkIndex += 1;
    await withRetry(() => post(chunk, index));
    rowsSent += chunk.length;
    onProgress({ rowsSent, rowsTotal });
  };
  for (const row of rows) {
    const chars = charsOf?.(row) ?? 0;
    if (batch.length && batchChars + chars > AUDIENCE_IMPORT_CHUNK_MAX_CHARS) await flush();
    batch.push(row);
    batchChars += chars;
    if (batch.length === maxRows) await flush();
  }
  if (batch.length) await flush();
  return chunkIndex;
}
