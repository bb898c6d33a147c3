import Papa from 'papaparse';
import { audienceLimits } from '../campaign-limits';

/** Rows of a file as they are read, with how many bytes are behind them. */
export type RowsSink = (rows: string[][], bytesDone: number) => void;

export type AudienceFileType = 'csv' | 'xlsx';

/** By extension first (browsers give CSV files several MIME types), then by MIME type. */
export function audienceFileType(file: { name: string; type: string }): AudienceFileType | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xlsx') || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return null;
}

/**
 * Streams a CSV (comma, semicolon, tab or pipe, detected) about a megabyte at a time, so the first rows
 * arrive at once and a progress bar moves. `shouldStop` is asked after each step. Row numbers count
 * records, as a spreadsheet shows them once opened; empty lines are not rows.
 */
export function readCsv(input: File | string, onRows: RowsSink, shouldStop: () => boolean): Promise<void> {
  const size = typeof input === 'string' ? input.length : input.size;
  const chunkSize = audienceLimits.csvChunkBytes;
  let steps = 0;
  return new Promise((resolve, reject) => {
    const chunk = (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      steps += 1;
      onRows(results.data, Math.min(size, steps * chunkSize));
      if (shouldStop()) parser.abort();
    };
    // Empty lines are dropped: papaparse counts a trailing one as a row and then fails to recognise `;` or tabs.
    const config = { chunkSize, skipEmptyLines: true, chunk, complete: () => resolve(), error: (error: Error) => reject(error) };
    if (typeof input === 'string') Papa.parse<string[]>(input, config);
    else Papa.parse<string[], File>(input, config);
  });
}

/** Reads the first sheet of an .xlsx file; cells stay as written (a phone number is not turned into 9.19E+11). */
export async function readXlsx(input: Blob, onRows: RowsSink, shouldStop: () => boolean): Promise<void> {
  const { readSheet } = await import('read-excel-file/universal');
  const sheet = await readSheet(input, { parseNumber: (text: string) => text });
  const step = audienceLimits.chunkRows;
  for (let start = 0; start < sheet.length && !shouldStop(); start += step) {
    const rows = sheet.slice(start, start + step).map((row) => row.map((cell) => (cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell))));
    onRows(rows, start + step >= sheet.length ? input.size : Math.round((input.size * (start + step)) / sheet.length));
  }
}
