import { downloadBlob } from './download-file';

/** A cell of an exported table; null and undefined become empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

// Spreadsheet programs run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A signed number (a phone number such as +919876543210) runs as nothing but itself: kept as written.
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: CRLF line ends, quotes doubled, fields with commas, quotes, line breaks or edge
 * spaces quoted, and text that a spreadsheet would run as a formula (other than a signed number)
 * prefixed with an apostrophe.
 * @example toCsv(['Name', 'Note'], [['Ann', 'said "hi", left']]) // 'Name,Note\r\nAnn,"said ""hi"", left"\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Saves text as a file. A byte-order mark goes first so that Excel reads the UTF-8 of non-English
 * names correctly.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type }));
}
