import Papa from 'papaparse';
import { audienceLimits } from '../campaign-limits';

/** Rows of a file as they are read, with how many bytes are behind them. */
export type RowsSink = (rows: string[][], bytesDone: number) => void;

/**
 * Whether a file is offered as an audience, by its name first (browsers give CSV files several MIME
 * types), then by its MIME type. Its content then decides how it is read (`fileContent`).
 */
export function isAudienceFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return ['.csv', '.txt', '.xlsx'].some((extension) => name.endsWith(extension)) || file.type === 'text/csv' || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}

/**
 * A file's text, decoded whole: UTF-8, or UTF-16 where the file starts with its byte-order mark (as
 * FileReader read them). Papaparse reads a file a slice at a time and decodes each slice alone, so a
 * character whose bytes a slice's end cut in two came out as two U+FFFD (papaparse issue #751): in a
 * list of Arabic or Hindi names, one name a megabyte was garbled without any error.
 */
export async function fileText(file: Blob): Promise<string> {
  return decodeFile(await file.arrayBuffer());
}

/** `fileText` of a file's bytes. */
export function decodeFile(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * Parses a CSV's text (comma, semicolon, tab or pipe, detected) about a megabyte at a time, so the
 * first rows arrive at once and a progress bar moves; `size` is the file's bytes, for the progress.
 * `shouldStop` is asked after each step. Row numbers count records, as a spreadsheet shows them once
 * opened; empty lines are not rows.
 */
export function parseCsvText(text: string, size: number, onRows: RowsSink, shouldStop: () => boolean): Promise<void> {
  const chunkSize = audienceLimits.csvChunkBytes;
  let steps = 0;
  return new Promise((resolve, reject) => {
    const chunk = (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      steps += 1;
      // Steps count characters; the progress bar counts the file's bytes.
      onRows(results.data, Math.min(size, Math.round((size * steps * chunkSize) / Math.max(1, text.length))));
      if (shouldStop()) parser.abort();
    };
    // Empty lines are dropped: papaparse counts a trailing one as a row and then fails to recognise `;` or tabs.
    Papa.parse<string[]>(text, { chunkSize, skipEmptyLines: true, chunk, complete: () => resolve(), error: (error: Error) => reject(error) });
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
