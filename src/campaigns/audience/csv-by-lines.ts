import Papa from 'papaparse';
import { CELL_SEPARATOR, ROW_SEPARATOR } from './audience-separators';

/**
 * A CSV read line by line from its text (`readableByLines`): every line break outside a quoted cell
 * ends a row and every delimiter outside one ends a cell.
 */
export interface CsvLayout {
  delimiter: string;
  linebreak: Linebreak;
}

type Linebreak = '\r\n' | '\n' | '\r';
const LINEBREAKS: readonly string[] = ['\r\n', '\n', '\r'] satisfies Linebreak[];
const isLinebreak = (text: string): text is Linebreak => LINEBREAKS.includes(text);

/** Delimiters papaparse guesses among, but for U+001E and U+001F, which such a file may not hold. */
const DELIMITERS = [',', '\t', '|', ';'];
const QUOTE = '"';

/** Every quote opens a cell (at a line's start or after a delimiter) and its closing quote ends the cell. */
function wellQuoted(text: string, { delimiter, linebreak }: CsvLayout): boolean {
  for (let open = text.indexOf(QUOTE); open >= 0; ) {
    if (open > 0 && text[open - 1] !== delimiter && !text.endsWith(linebreak, open)) return false;
    let close = text.indexOf(QUOTE, open + 1);
    while (close >= 0 && text[close + 1] === QUOTE) close = text.indexOf(QUOTE, close + 2);
    if (close < 0) return false;
    const after = close + 1;
    if (after < text.length && text[after] !== delimiter && !text.startsWith(linebreak, after)) return false;
    open = text.indexOf(QUOTE, after);
  }
  return true;
}

/**
 * The delimiter and line break papaparse would use for this text (guessed, as it does, from the first
 * lines and the first megabyte), when the text can be read line by line with the same result as
 * papaparse: quotes only around whole cells, and neither of the packing separators. Null otherwise
 * (an odd quote, say), and papaparse reads it.
 */
export function readableByLines(text: string, guessChars: number): CsvLayout | null {
  if (text.includes(CELL_SEPARATOR) || text.includes(ROW_SEPARATOR)) return null;
  const { meta } = Papa.parse<string[]>(text.slice(0, guessChars), { preview: 10, skipEmptyLines: true });
  const { delimiter, linebreak } = meta;
  return DELIMITERS.includes(delimiter) && isLinebreak(linebreak) && wellQuoted(text, { delimiter, linebreak }) ? { delimiter, linebreak } : null;
}

/** Whether the line [from, end) is a row: papaparse skips an empty line, and one holding only `""`. */
export function isRow(from: number, end: number, cells: readonly string[] | undefined): boolean {
  return end > from && !(cells?.length === 1 && cells[0] === '');
}

/** Where the line starting at `from` ends (its line break, or the end of the text). */
export function lineEnd(text: string, from: number, layout: CsvLayout): number {
  const end = text.indexOf(layout.linebreak, from);
  return end < 0 ? text.length : end;
}

/**
 * Where the cell `index` of an unquoted line [from, end) starts and ends, written into `bounds`
 * (so a million rows allocate nothing); an empty range at `end` when the line has fewer cells.
 */
export function cellBounds(text: string, from: number, end: number, index: number, delimiter: string, bounds: Int32Array): void {
  let start = from;
  for (let cell = 0; cell < index; cell++) {
    const next = text.indexOf(delimiter, start);
    if (next < 0 || next >= end) {
      bounds[0] = end;
      bounds[1] = end;
      return;
    }
    start = next + 1;
  }
  const stop = text.indexOf(delimiter, start);
  bounds[0] = start;
  bounds[1] = stop < 0 || stop > end ? end : stop;
}

/**
 * The cells of the row starting at `from` in a text `readableByLines` found well quoted (quoted cells
 * unquoted, `""` read as `"`, line breaks inside them kept), and where the row ends (its line break,
 * or the end of the text).
 */
export function quotedRow(text: string, from: number, layout: CsvLayout): { cells: string[]; end: number } {
  const { delimiter, linebreak } = layout;
  const cells: string[] = [];
  let at = from;
  for (;;) {
    if (text[at] === QUOTE) {
      let value = '';
      for (let part = at + 1; ; ) {
        const close = text.indexOf(QUOTE, part);
        value += text.slice(part, close);
        if (text[close + 1] !== QUOTE) {
          at = close + 1;
          break;
        }
        value += QUOTE;
        part = close + 2;
      }
      cells.push(value);
    } else {
      const nextDelimiter = text.indexOf(delimiter, at);
      const nextBreak = lineEnd(text, at, layout);
      const stop = nextDelimiter >= 0 && nextDelimiter < nextBreak ? nextDelimiter : nextBreak;
      cells.push(text.slice(at, stop));
      at = stop;
    }
    if (at >= text.length || text.startsWith(linebreak, at)) return { cells, end: Math.min(at, text.length) };
    at += delimiter.length;
  }
}

/** A cell written back into a row of the layout: quoted when it holds a quote, the delimiter or a line break. */
export function csvCell(value: string, { delimiter }: CsvLayout): string {
  return value.includes(QUOTE) || value.includes(delimiter) || value.includes('\n') || value.includes('\r') ? `${QUOTE}${value.replaceAll(QUOTE, QUOTE + QUOTE)}${QUOTE}` : value;
}

/**
 * The first `count` rows of a text `readableByLines` found readable (empty lines are not rows, as
 * papaparse skips them), where the row after the first starts and where the rows read end.
 */
export function firstRows(text: string, layout: CsvLayout, count: number): { rows: string[][]; afterFirst: number; afterAll: number } {
  const rows: string[][] = [];
  let afterFirst = text.length;
  let afterAll = 0;
  for (let from = 0; from < text.length && rows.length < count; ) {
    const { cells, end } = quotedRow(text, from, layout);
    if (isRow(from, end, cells)) {
      rows.push(cells);
      if (rows.length === 1) afterFirst = Math.min(text.length, end + layout.linebreak.length);
    }
    from = end + layout.linebreak.length;
    afterAll = Math.min(text.length, from);
  }
  return { rows, afterFirst, afterAll };
}

/** A line's start at or after `at` (or the end of the text), not inside a line break: where a step of lines may end. */
export function lineStartAfter(text: string, at: number, layout: CsvLayout): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  const end = text.indexOf(layout.linebreak, at - layout.linebreak.length + 1);
  return end < 0 ? text.length : end + layout.linebreak.length;
}
