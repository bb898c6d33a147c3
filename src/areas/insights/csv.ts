import { saveFile } from '@/ui/save-file';

/** A column of a table view: its heading and how a row's cell reads. */
export interface TableColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => string | number;
  /** Numbers align to the end and use tabular digits. */
  numeric?: boolean;
}

/** Cells a spreadsheet would run as a formula are prefixed with a quote (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The table a chart shows as CSV: the headings as the reader sees them, raw numbers (no grouping,
 * rates as fractions) so a spreadsheet can compute with them, CRLF line ends and a BOM for Excel.
 */
export function tableCsv<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cell(column.label)), ...rows.map((row) => columns.map((column) => cell(column.value(row))))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Hands the browser a CSV file to save. */
export function saveCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
