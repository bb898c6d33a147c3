import { audienceLimits } from '../campaign-limits';
import type { AudienceChunk, AudienceCounts, AudienceFileError, AudienceFileSummary, AudienceOptions, AudiencePreviewRow, AudienceProblem, AudienceSummary } from './audience-types';
import { createNumberTable } from './number-table';
import { phoneKeyByClass } from './phone-class-cache';
import { detectPhoneColumn } from './phone-column';
import { phoneFromKey } from './phone-key';

export const CELL_SEPARATOR = '\u001f';
export const ROW_SEPARATOR = '\u001e';
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
}

/**
 * Reads an audience row by row, file after file: normalises each phone cell, drops duplicates across
 * all files (the first is kept), counts, lists the first problems and packs the valid rows into
 * chunks handed to `onChunk`. Plain TypeScript: the worker feeds it, and tests feed it arrays.
 */
export function createAudienceCollector(options: AudienceOptions, onChunk: (chunk: AudienceChunk) => void) {
  const seen = createNumberTable(1 << 16);
  const counts: AudienceCounts = { total: 0, valid: 0, invalid: 0, duplicate: 0 };
  const problems: AudienceProblem[] = [];
  const preview: AudiencePreviewRow[] = [];
  const files: AudienceFileSummary[] = [];
  const capacity = audienceLimits.chunkRows;
  let rows = new Uint32Array(capacity);
  let phones = new Float64Array(capacity);
  let cells: string[] = [];
  let current: FileState | null = null;

  function flush() {
    if (!current || cells.length === 0) return;
    const size = cells.length;
    onChunk({ file: current.index, columns: current.keep.map((i) => current?.summary.columns[i] ?? ''), rows: rows.slice(0, size), phones: phones.slice(0, size), cells: cells.join(ROW_SEPARATOR) });
    rows = new Uint32Array(capacity);
    phones = new Float64Array(capacity);
    cells = [];
  }

  function problem(file: number, row: number, kind: AudienceProblem['kind'], value: string) {
    counts[kind === 'duplicate' ? 'duplicate' : 'invalid'] += 1;
    if (problems.length < audienceLimits.maxListedProblems) problems.push({ file, row, kind, value });
  }

  return {
    /** Starts a file from its header and a few first rows (to find the phone column when its title does not say). */
    beginFile(index: number, name: string, header: readonly string[], sample: readonly (readonly string[])[]): AudienceFileError | null {
      flush();
      const columns = cleanColumns(header);
      const picked = options.phoneColumn ? columns.indexOf(options.phoneColumn) : -1;
      const phoneIndex = picked >= 0 ? picked : detectPhoneColumn(columns, sample, options.defaultCountry);
      const keep = options.keepColumns ? options.keepColumns.map((c) => columns.indexOf(c)).filter((i) => i >= 0) : columns.map((_, i) => i);
      const error: AudienceFileError | null = header.length === 0 ? 'empty' : phoneIndex === null ? 'no_phone_column' : null;
      const summary: AudienceFileSummary = { name, columns, phoneColumn: phoneIndex === null ? null : (columns[phoneIndex] ?? null), rows: 0, error };
      files.push(summary);
      current = error ? null : { index, summary, phoneIndex: phoneIndex ?? 0, keep, whole: keep.length === columns.length && keep.every((column, i) => column === i), nextRow: 2 };
      return error;
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
        counts.total += 1;
        file.summary.rows += 1;
        const value = values[file.phoneIndex] ?? '';
        // A number, not a string: a million rows, and the E.164 text is only needed for the preview.
        const key = phoneKeyByClass(value, options.defaultCountry);
        const status: AudiencePreviewRow['status'] = key === 0 ? (value.trim() === '' ? 'missing' : 'invalid') : seen.add(key) ? 'valid' : 'duplicate';
        if (preview.length < audienceLimits.previewRows) preview.push({ file: file.index, row, cells: [...values], phone: key === 0 ? null : phoneFromKey(key), status });
        if (status !== 'valid') {
          problem(file.index, row, status, value);
          continue;
        }
        counts.valid += 1;
        rows[cells.length] = row;
        phones[cells.length] = key;
        cells.push(keptCells(values, file.keep, file.whole));
        if (cells.length === capacity) flush();
      }
    },

    endFile() {
      flush();
      current = null;
    },

    summary(): AudienceSummary {
      flush();
      return { files, counts: { ...counts }, problems, preview };
    },
  };
}

export type AudienceCollector = ReturnType<typeof createAudienceCollector>;
