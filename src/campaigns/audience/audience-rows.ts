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

/**
 * The valid rows of packed chunks, unpacked one chunk at a time, so a page sending a million rows in
 * batches holds only the batch it is building.
 */
export function* audienceRows(chunks: Iterable<AudienceChunk>): Generator<AudienceRow> {
  for (const chunk of chunks) {
    const lines = chunk.csv ? Papa.parse<string[]>(chunk.cells, { delimiter: chunk.csv.delimiter, newline: chunk.csv.linebreak }).data : chunk.cells.split(ROW_SEPARATOR).map((line) => line.split(CELL_SEPARATOR));
    for (let i = 0; i < chunk.rows.length; i++) {
      const cells = lines[i] ?? [];
      const values: Record<string, string> = {};
      chunk.columns.forEach((column, c) => {
        values[column] = cells[c] ?? '';
      });
      yield { file: chunk.file, row: chunk.rows[i] ?? 0, phone: phoneFromKey(chunk.phones[i] ?? 0), values };
    }
  }
}
