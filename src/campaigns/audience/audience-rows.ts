import Papa from 'papaparse';
import { CELL_SEPARATOR, ROW_SEPARATOR } from './audience-separators';
import type { AudienceChunk } from './audience-types';
import { phoneFromKey } from './normalise-phone';

export interface AudienceRow {
  file: number;
  row: number;
  /** E.164. */
  phone: string;
  /** Kept cells by column title. */
  values: Record<string, string>;
}

/** A chunk's rows, or its first `limit`: only those lines are parsed. */
function* chunkRows(chunk: AudienceChunk, limit?: number): Generator<AudienceRow> {
  const lines = chunk.csv ? Papa.parse<string[]>(chunk.cells, { delimiter: chunk.csv.delimiter, newline: chunk.csv.linebreak, preview: limit }).data : chunk.cells.split(ROW_SEPARATOR, limit).map((line) => line.split(CELL_SEPARATOR));
  const count = Math.min(chunk.rows.length, limit ?? chunk.rows.length);
  for (let i = 0; i < count; i++) {
    const cells = lines[i] ?? [];
    const values: Record<string, string> = {};
    chunk.columns.forEach((column, c) => {
      values[column] = cells[c] ?? '';
    });
    yield { file: chunk.file, row: chunk.rows[i] ?? 0, phone: phoneFromKey(chunk.phones[i] ?? 0), values };
  }
}

/**
 * The valid rows of packed chunks, unpacked one chunk at a time, so a page sending a million rows in
 * batches holds only the batch it is building.
 */
export function* audienceRows(chunks: Iterable<AudienceChunk>): Generator<AudienceRow> {
  for (const chunk of chunks) yield* chunkRows(chunk);
}

/**
 * The first valid row (the preview's first recipient), its chunk's first line alone parsed: the whole
 * first chunk, 10,000 rows, held the page as a file's counts appeared (docs/performance.md "Session 30").
 */
export function firstAudienceRow(chunks: Iterable<AudienceChunk>): AudienceRow | null {
  for (const chunk of chunks) for (const row of chunkRows(chunk, 1)) return row;
  return null;
}
