import type { CountryCode } from 'libphonenumber-js/max';
import type { CsvLayout } from './csv-by-lines';

export type { CountryCode };

export interface AudienceOptions {
  /** Country assumed for numbers written without their international prefix (e.g. `IN`). */
  defaultCountry: CountryCode;
  /** The phone column's title as the user picked it; detected per file when absent or not in a file. */
  phoneColumn?: string;
  /** Columns kept for valid rows (the mapped ones); all columns when absent. */
  keepColumns?: readonly string[];
}

export interface AudienceProgress {
  /** Data rows read so far, all files together. */
  rowsDone: number;
  bytesDone: number;
  bytesTotal: number;
  /** Index of the file being read. */
  file: number;
}

/** `row` is the line a spreadsheet shows: the header is row 1, the first contact row 2. */
export interface AudienceProblem {
  file: number;
  row: number;
  kind: 'invalid' | 'missing' | 'duplicate';
  /** The phone cell as written. */
  value: string;
}

export interface AudiencePreviewRow {
  file: number;
  row: number;
  cells: string[];
  /** E.164 when valid. */
  phone: string | null;
  status: 'valid' | AudienceProblem['kind'];
}

/**
 * Valid rows of one file, packed so that a million rows cost a few dozen megabytes on the page:
 * numbers as E.164 digits in a Float64Array (15 digits fit exactly), row numbers in a Uint32Array,
 * the kept cells as one string: cells split by U+001F and rows by U+001E (both removed from the data)
 * when `csv` is null, or else CSV rows in that layout (a file read by lines keeps its own lines).
 */
export interface AudienceChunk {
  file: number;
  columns: string[];
  rows: Uint32Array;
  phones: Float64Array;
  cells: string;
  csv: CsvLayout | null;
}

/** `not_a_list`: named as a CSV or workbook, but its content is neither (an image, a PDF, an old .xls…). */
export type AudienceFileError = 'unsupported_type' | 'not_a_list' | 'unreadable' | 'empty' | 'no_phone_column';

export interface AudienceFileSummary {
  name: string;
  columns: string[];
  phoneColumn: string | null;
  rows: number;
  error: AudienceFileError | null;
}

export interface AudienceCounts {
  /** Data rows read (blank lines skipped). */
  total: number;
  valid: number;
  invalid: number;
  duplicate: number;
}

export interface AudienceSummary {
  files: AudienceFileSummary[];
  counts: AudienceCounts;
  /** The first problems in reading order, at most `audienceLimits.maxListedProblems`. */
  problems: AudienceProblem[];
  preview: AudiencePreviewRow[];
}

export interface AudienceResult extends AudienceSummary {
  chunks: AudienceChunk[];
  /** The saved contact list the numbers were read from; absent for uploaded files. */
  listName?: string;
}

/**
 * A chunk as the worker posts it: with its kept cells as text, or, for a file read by lines whose every
 * byte is one character (ASCII, mostly), as [start, end) pairs of that file's bytes (posted once,
 * before its chunks, without a copy), rows joined by `csv.linebreak`: the worker then copies no text.
 */
export type PostedChunk = Omit<AudienceChunk, 'cells'> & ({ cells: string } | { runs: Int32Array });

/** What the worker posts back, in order: progress, files' bytes and chunks while reading, then one `done` or `error`. */
export type AudienceWorkerMessage =
  | { type: 'progress'; progress: AudienceProgress }
  | { type: 'bytes'; file: number; bytes: ArrayBuffer }
  | { type: 'chunk'; chunk: PostedChunk }
  | { type: 'done'; summary: AudienceSummary }
  | { type: 'error'; message: string };

export interface AudienceJobRequest {
  files: File[];
  options: AudienceOptions;
}
