import type { CsvCell } from './to-csv';

/** Excel's limit on a sheet name, and the characters it refuses in one. */
const MAX_SHEET_NAME = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

/**
 * One sheet with a bold header row and the rows, as an .xlsx file. The writer (write-excel-file)
 * is loaded here, on the first export, so it never weighs on the pages that do not export.
 * Text stays text: an .xlsx string cell is never run as a formula, so unlike CSV nothing is escaped.
 * @example const file = await toXlsx(['Name', 'Turns'], [['Ann', 3]], 'Chat report');
 */
export async function toXlsx(header: readonly string[], rows: readonly (readonly CsvCell[])[], sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => row.map((cell) => cell ?? null))];
  const sheet = sheetName.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, MAX_SHEET_NAME) || 'Sheet1';
  return writeXlsxFile(data, { sheet, stickyRowsCount: 1 }).toBlob();
}
