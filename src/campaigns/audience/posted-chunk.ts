import type { AudienceChunk, PostedChunk } from './audience-types';

/** The byte ranges and file bytes behind a chunk the page reads from its file's bytes (`unpackChunk`). */
const fromBytes = new WeakMap<AudienceChunk, { runs: Int32Array; bytes: ArrayBuffer }>();

/**
 * A chunk as the page keeps it. Byte ranges of a file (`PostedChunk`) become rows read from those
 * bytes when `cells` is read, each time: the page holds the file's bytes once, not a copy as text.
 */
export function unpackChunk(posted: PostedChunk, bytesOf: (file: number) => ArrayBuffer | undefined): AudienceChunk {
  if ('cells' in posted) return posted;
  const { runs, ...chunk } = posted;
  const bytes = bytesOf(posted.file);
  if (!bytes) throw new Error(`The bytes of file ${posted.file} did not arrive before its rows.`);
  const linebreak = chunk.csv?.linebreak ?? '\n';
  const unpacked = {
    ...chunk,
    get cells() {
      const decoder = new TextDecoder();
      const lines: string[] = [];
      for (let index = 0; index < runs.length; index += 2) lines.push(decoder.decode(new Uint8Array(bytes, runs[index], (runs[index + 1] ?? 0) - (runs[index] ?? 0))));
      return lines.join(linebreak);
    },
  };
  fromBytes.set(unpacked, { runs, bytes });
  return unpacked;
}

/** A chunk to post to a worker, and what moves there without a copy. */
export interface ChunkToPost {
  chunk: PostedChunk;
  /** The file's bytes the chunk's runs point into (only its own span), or null when it carries its cells. */
  bytes: ArrayBuffer | null;
  transfer: Transferable[];
}

/**
 * A kept chunk as a worker can read it (`unpackChunk` there), the page keeping its own: for one read from
 * the file's bytes, only the span of bytes its rows cover (about 60 bytes a row), its runs counted from
 * there; the page decodes no text.
 */
export function chunkToPost(chunk: AudienceChunk): ChunkToPost {
  const read = fromBytes.get(chunk);
  const numbers = { file: chunk.file, columns: chunk.columns, rows: chunk.rows.slice(), phones: chunk.phones.slice(), csv: chunk.csv };
  if (!read) return { chunk: { ...numbers, cells: chunk.cells }, bytes: null, transfer: [numbers.rows.buffer, numbers.phones.buffer] };
  const first = read.runs[0] ?? 0;
  const last = read.runs[read.runs.length - 1] ?? first;
  const runs = read.runs.map((offset) => offset - first);
  const bytes = read.bytes.slice(first, last);
  return { chunk: { ...numbers, runs }, bytes, transfer: [numbers.rows.buffer, numbers.phones.buffer, runs.buffer, bytes] };
}
