import { audienceLimits } from '../campaign-limits';
import type { AudienceCounts, AudienceFileError, AudienceFileSummary, AudienceOptions, AudiencePreviewRow, AudienceProblem, AudienceSummary, PostedChunk } from './audience-types';
import { createNumberTable } from './number-table';
import { phoneKeysIn } from './phone-class-cache';
import { detectPhoneColumn } from './phone-column';
import { phoneFromKey } from './phone-key';
import { CELL_SEPARATOR, ROW_SEPARATOR } from './audience-separators';
import { cellBounds, csvCell, isRow, lineEnd, quotedRow, type CsvLayout } from './csv-by-lines';
const separators = new RegExp(`[${ROW_SEPARATOR}${CELL_SEPARATOR}]`, 'g');

/** Column titles as the page shows them: trimmed, BOM removed, blanks named, repeats numbered. */
export function cleanColumns(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const title = raw.replace(/^\uFEFF/, '').trim() || `column_${index + 1}`;
    const count = (seen.get(title) ?? 0) + 1;
    seen.set(title, count);
    return count === 1 ? title : `${title} (${count})`;
  });
}

function isBlank(values: readonly string[]): boolean {
  for (const value of values) if (value.trim() !== '') return false;
  return true;
}

/** Rows of a file read by lines whose numbers are checked together: enough for their memory reads to overlap. */
const LINE_BATCH = 256;

/** The cells of the line [start, end): through its quotes when it has any. */
function lineCells(text: string, start: number, end: number, quoted: boolean, layout: CsvLayout): string[] {
  return quoted ? quotedRow(text, start, layout).cells : text.slice(start, end).split(layout.delimiter);
}

/** Whether the quotes of [from, to) pair up, so none is open at `to` (in a text whose quotes are well formed). */
function quotesClosedBefore(text: string, from: number, to: number): boolean {
  let open = false;
  for (let at = from; at >= 0 && at < to; at = text.indexOf('"', at + 1)) open = !open;
  return !open;
}

/** Whether [from, to) of the text is empty or white space (as `trim` sees it): a printable ASCII character answers at once. */
function blankBetween(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code > 32 && code < 127) return false;
  }
  return text.slice(from, to).trim() === '';
}

function occurrences(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at >= 0; at = text.indexOf(char, at + 1)) count++;
  return count;
}

/** The kept cells of a row as one string, separators removed from the data. */
function keptCells(values: readonly string[], keep: readonly number[], whole: boolean): string {
  if (whole && values.length === keep.length) {
    // Every column, in order: one join; the data held no separator when the row has only the joined ones.
    const text = values.join(CELL_SEPARATOR);
    if (occurrences(text, CELL_SEPARATOR) === values.length - 1 && !text.includes(ROW_SEPARATOR)) return text;
  }
  let text = '';
  for (let k = 0; k < keep.length; k++) {
    const cell = values[keep[k] as number] ?? '';
    text += (k === 0 ? '' : CELL_SEPARATOR) + (cell.includes(CELL_SEPARATOR) || cell.includes(ROW_SEPARATOR) ? cell.replace(separators, '') : cell);
  }
  return text;
}

interface FileState {
  index: number;
  summary: AudienceFileSummary;
  phoneIndex: number;
  keep: number[];
  /** All columns kept, in order. */
  whole: boolean;
  nextRow: number;
  /** Read by lines (`addLines`): its chunks keep its own CSV rows. */
  csv: CsvLayout | null;
  /** Its text's offsets are its bytes' (one byte a character): chunks carry byte ranges, not text. */
  byteRuns: boolean;
}

/** How a file read by lines is read (`beginFile`). */
export interface LinesReading {
  layout: CsvLayout;
  /** Every character of the text is one byte of the file, posted to the page beside the chunks. */
  byteRuns: boolean;
}

/**
 * Reads an audience row by row, file after file: normalises each phone cell, drops duplicates across
 * all files (the first is kept), counts, lists the first problems and packs the valid rows into
 * chunks handed to `onChunk`. Plain TypeScript: the worker feeds it, and tests feed it arrays.
 */
export function createAudienceCollector(options: AudienceOptions, onChunk: (chunk: PostedChunk) => void) {
  const seen = createNumberTable(1 << 16);
  const keyOf = phoneKeysIn(options.defaultCountry);
  const counts: AudienceCounts = { total: 0, valid: 0, invalid: 0, duplicate: 0 };
  const problems: AudienceProblem[] = [];
  const preview: AudiencePreviewRow[] = [];
  const files: AudienceFileSummary[] = [];
  const capacity = audienceLimits.chunkRows;
  let rows = new Uint32Array(capacity);
  let phones = new Float64Array(capacity);
  let size = 0;
  /** The chunk's kept cells: a row each, or for a file read by lines and kept whole, runs of consecutive rows. */
  let pieces: string[] = [];
  /** For a file posting byte ranges, the chunk's runs instead of `pieces`: start, end, start, end… */
  let runOffsets: number[] = [];
  /** A run of kept rows of a file read by lines not yet in `pieces`: [start, end) of the text, or start -1. */
  let runStart = -1;
  let runEnd = -1;
  let runText = '';
  let current: FileState | null = null;
  /** Where the phone cell of the line being read starts and ends. */
  const bounds = new Int32Array(2);

  function closeRun() {
    if (runStart >= 0 && current?.byteRuns) runOffsets.push(runStart, runEnd);
    else if (runStart >= 0) pieces.push(runText.slice(runStart, runEnd));
    runStart = -1;
  }

  function flush() {
    closeRun();
    if (!current || size === 0) return;
    const file = current;
    const kept = file.byteRuns ? { runs: Int32Array.from(runOffsets) } : { cells: pieces.join(file.csv?.linebreak ?? ROW_SEPARATOR) };
    onChunk({ file: file.index, columns: file.keep.map((i) => file.summary.columns[i] ?? ''), rows: rows.slice(0, size), phones: phones.slice(0, size), csv: file.csv, ...kept });
    rows = new Uint32Array(capacity);
    phones = new Float64Array(capacity);
    size = 0;
    pieces = [];
    runOffsets = [];
  }

  /**
   * Counts a non-blank row whose phone key is `key` (0 when invalid), `isNew` when the duplicate table
   * did not hold it yet, and answers whether it is valid (kept) or else lists it as a problem with its
   * phone cell as written (`value`, needed only then). `cells` are needed only while the preview fills
   * (`wantsCells`).
   */
  function settle(file: FileState, row: number, key: number, isNew: boolean, value: string, cells: readonly string[] | undefined): boolean {
    counts.total += 1;
    file.summary.rows += 1;
    const status: AudiencePreviewRow['status'] = key === 0 ? (value.trim() === '' ? 'missing' : 'invalid') : isNew ? 'valid' : 'duplicate';
    if (preview.length < audienceLimits.previewRows) preview.push({ file: file.index, row, cells: [...(cells ?? [])], phone: key === 0 ? null : phoneFromKey(key), status });
    if (status !== 'valid') {
      problem(file.index, row, status, value);
      return false;
    }
    counts.valid += 1;
    rows[size] = row;
    phones[size] = key;
    return true;
  }

  /** Rows of a file read by lines whose numbers wait to be checked together (`NumberTable.addMany`), in order. */
  const lineBatch = {
    rows: new Uint32Array(LINE_BATCH),
    starts: new Int32Array(LINE_BATCH),
    ends: new Int32Array(LINE_BATCH),
    /** The phone cell [from, to) of the text, for a row not parsed into `cells`. */
    cellFroms: new Int32Array(LINE_BATCH),
    cellTos: new Int32Array(LINE_BATCH),
    /** 1 where the line holds a quote. */
    quoted: new Uint8Array(LINE_BATCH),
    keys: new Float64Array(LINE_BATCH),
    added: new Uint8Array(LINE_BATCH),
    /** The cells of a row read through its quotes, else undefined. */
    cells: new Array<string[] | undefined>(LINE_BATCH),
    size: 0,
  };

  /** Checks the batched rows' numbers together, then settles and packs each row in order. */
  function settleBatch(file: FileState, text: string, layout: CsvLayout) {
    seen.addMany(lineBatch.keys, lineBatch.size, lineBatch.added);
    for (let index = 0; index < lineBatch.size; index++) {
      const start = lineBatch.starts[index] as number;
      const end = lineBatch.ends[index] as number;
      const key = lineBatch.keys[index] as number;
      const isNew = lineBatch.added[index] === 1;
      let cells = lineBatch.cells[index];
      const quoted = lineBatch.quoted[index] === 1;
      const value = key !== 0 && isNew ? '' : cells ? (cells[file.phoneIndex] ?? '') : text.slice(lineBatch.cellFroms[index], lineBatch.cellTos[index]);
      if (!settle(file, lineBatch.rows[index] as number, key, isNew, value, wantsCells() ? (cells ??= lineCells(text, start, end, quoted, layout)) : undefined)) continue;
      if (!file.whole) {
        const values = (cells ??= lineCells(text, start, end, quoted, layout));
        pieces.push(file.keep.map((column) => csvCell(values[column] ?? '', layout)).join(layout.delimiter));
      } else if (runStart >= 0 && runEnd + layout.linebreak.length === start) runEnd = end;
      else {
        closeRun();
        runStart = start;
        runEnd = end;
      }
      size += 1;
      if (size === capacity) flush();
    }
    lineBatch.cells.fill(undefined, 0, lineBatch.size);
    lineBatch.size = 0;
  }

  const wantsCells = () => preview.length < audienceLimits.previewRows;

  function problem(file: number, row: number, kind: AudienceProblem['kind'], value: string) {
    counts[kind === 'duplicate' ? 'duplicate' : 'invalid'] += 1;
    if (problems.length < audienceLimits.maxListedProblems) problems.push({ file, row, kind, value });
  }

  return {
    /**
     * Starts a file from its header and a few first rows (to find the phone column when its title does
     * not say); with `lines`, its rows come by lines (`addLines`).
     */
    beginFile(index: number, name: string, header: readonly string[], sample: readonly (readonly string[])[], lines?: LinesReading): AudienceFileError | null {
      flush();
      const columns = cleanColumns(header);
      const picked = options.phoneColumn ? columns.indexOf(options.phoneColumn) : -1;
      const phoneIndex = picked >= 0 ? picked : detectPhoneColumn(columns, sample, options.defaultCountry);
      const keep = options.keepColumns ? options.keepColumns.map((c) => columns.indexOf(c)).filter((i) => i >= 0) : columns.map((_, i) => i);
      const error: AudienceFileError | null = header.length === 0 ? 'empty' : phoneIndex === null ? 'no_phone_column' : null;
      const summary: AudienceFileSummary = { name, columns, phoneColumn: phoneIndex === null ? null : (columns[phoneIndex] ?? null), rows: 0, error };
      files.push(summary);
      const whole = keep.length === columns.length && keep.every((column, i) => column === i);
      // Only whole rows are slices of the text; kept columns are written anew.
      const byteRuns = Boolean(lines?.byteRuns) && whole;
      current = error ? null : { index, summary, phoneIndex: phoneIndex ?? 0, keep, whole, nextRow: 2, csv: lines?.layout ?? null, byteRuns };
      return error;
    },

    /** The current file holds about `count` more rows: the duplicate table makes room for them at once instead of growing by halves. */
    expectRows(count: number) {
      seen.reserve(seen.size + count);
    },

    /** A file that could not be read, or not to its end. */
    failFile(name: string, error: AudienceFileError) {
      flush();
      // A file that breaks part-way keeps the rows read before; its summary says it was not read whole.
      if (current) current.summary.error = error;
      else files.push({ name, columns: [], phoneColumn: null, rows: 0, error });
      current = null;
    },

    /** The next data rows of the current file, in order; blank rows keep their row number but are skipped. */
    addRows(batch: readonly (readonly string[])[]) {
      const file = current;
      if (!file) return;
      for (const values of batch) {
        const row = file.nextRow++;
        if (isBlank(values)) continue;
        const value = values[file.phoneIndex] ?? '';
        // A number, not a string: a million rows, and the E.164 text is only needed for the preview.
        const key = keyOf(value, 0, value.length);
        if (!settle(file, row, key, key !== 0 && seen.add(key), value, values)) continue;
        pieces.push(keptCells(values, file.keep, file.whole));
        size += 1;
        if (size === capacity) flush();
      }
    },

    /**
     * The rows of a file's text (`readableByLines`) from the row starting at `from` until one ends at
     * or after `to`: as `addRows`, without an array per row; a run of valid rows, when every column is
     * kept, is packed as one slice of the text. Answers how many rows it read and where the next starts.
     */
    addLines(text: string, from: number, to: number): { rows: number; next: number } {
      const file = current;
      if (!file?.csv) return { rows: 0, next: text.length };
      const first = file.nextRow;
      const layout = file.csv;
      const { linebreak, delimiter } = layout;
      if (runText !== text) closeRun();
      runText = text;
      let quote = -1;
      let start = from;
      while (start < to && start < text.length) {
        if (quote < start) quote = text.indexOf('"', start) >>> 0;
        let end = lineEnd(text, start, layout);
        let cells: string[] | undefined;
        if (quote < end) {
          cellBounds(text, start, end, file.phoneIndex, delimiter, bounds);
          // Quotes only after the phone cell and closed on this line: the line is the row, read as one without quotes.
          if (quote <= (bounds[1] as number) || !quotesClosedBefore(text, quote, end)) {
            const parsed = quotedRow(text, start, layout);
            cells = parsed.cells;
            end = parsed.end;
          }
        }
        const next = end + linebreak.length;
        if (!isRow(start, end, cells)) {
          start = next;
          continue;
        }
        const row = file.nextRow++;
        let source = text;
        if (cells) {
          source = cells[file.phoneIndex] ?? '';
          bounds[0] = 0;
          bounds[1] = source.length;
        } else cellBounds(text, start, end, file.phoneIndex, delimiter, bounds);
        const cellFrom = bounds[0] as number;
        const cellTo = bounds[1] as number;
        const quoted = quote < end;
        if (blankBetween(source, cellFrom, cellTo) && isBlank((cells ??= lineCells(text, start, end, quoted, layout)))) {
          start = next;
          continue;
        }
        const at = lineBatch.size++;
        lineBatch.rows[at] = row;
        lineBatch.starts[at] = start;
        lineBatch.ends[at] = end;
        lineBatch.cellFroms[at] = cellFrom;
        lineBatch.cellTos[at] = cellTo;
        lineBatch.quoted[at] = quoted ? 1 : 0;
        lineBatch.cells[at] = cells;
        // A number, not a string: a million rows, and the E.164 text is only needed for the preview.
        lineBatch.keys[at] = keyOf(source, cellFrom, cellTo);
        if (lineBatch.size === LINE_BATCH) settleBatch(file, text, layout);
        start = next;
      }
      settleBatch(file, text, layout);
      return { rows: file.nextRow - first, next: Math.min(start, text.length) };
    },

    endFile() {
      flush();
      current = null;
      runText = '';
    },

    summary(): AudienceSummary {
      flush();
      return { files, counts: { ...counts }, problems, preview };
    },
  };
}

export type AudienceCollector = ReturnType<typeof createAudienceCollector>;
