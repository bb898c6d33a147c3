import type { z } from 'zod';
import type { AuthSession } from '../platform/auth/auth-session';
import type { Queryable } from '../platform/db/db';
import type { Cell } from './cell';
import type { ExportJobRow } from './export-jobs-repo';

/** One batch of file rows and where the next one starts (null: the last batch). */
export interface RowBatch {
  rows: Cell[][];
  next: string | null;
}

/** What a job's rows are read through: the header of its chosen columns, then batches in a stable order. */
export interface RowSource {
  header: string[];
  batch(after: string | null, limit: number): Promise<RowBatch>;
}

/**
 * CSV written by the database's COPY, for a kind whose files are large enough for a per-row cost in
 * this process to show: the select of a batch of cell values, its last column the keyset (copy-lines.ts).
 */
export interface CsvSource {
  header: string[];
  batch(after: string | null, limit: number): string;
}

/** A job about to be created: how many rows it will have, what its file is named after, what it stores. */
export interface PreparedExport {
  rowsTotal: number;
  /** The file name's stem, e.g. the campaign's name. */
  subject: string;
  /** The filter as stored with the job (a kind may add the caller's scope). */
  filter: Record<string, string>;
  campaignId: string | null;
}

/**
 * One downloadable page: its `column_list` columns per log section, the filters it accepts, who may
 * export it, and a SQL row source read in keyset batches so no export holds its rows in memory.
 */
export interface ExportKind {
  kind: string;
  pageName: string;
  /** Column names by log section; `All` is every section. */
  sections: Record<string, readonly string[]>;
  filter: z.ZodType<Record<string, string | undefined>>;
  /** Throws 403 when the caller may not export this page. */
  authorize(db: Queryable, auth: AuthSession): Promise<void>;
  /** Counts the rows the filter covers in the caller's account; throws 404 when its subject is not there. */
  prepare(db: Queryable, auth: AuthSession, filter: Record<string, string>): Promise<PreparedExport>;
  source(db: Queryable, job: ExportJobRow): Promise<RowSource>;
  /** The same file as CSV written by the database's COPY, where the kind has it (the same text as `source` gives). */
  csvSource?(db: Queryable, job: ExportJobRow): Promise<CsvSource>;
}

/** The header and cells of the chosen columns, from one table of column → header and cell. */
export function pickColumns<R>(table: Record<string, { header: string; cell: (row: R) => Cell }>, chosen: readonly string[]) {
  const parts = chosen.flatMap((name) => (table[name] ? [table[name]] : []));
  return { header: parts.map((part) => part.header), cells: (row: R) => parts.map((part) => part.cell(row)) };
}
