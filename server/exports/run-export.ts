import writeXlsxFile, { type Cell as ExcelCell } from 'write-excel-file/node';
import type { ServerContext } from '../context';
import { findAccount } from '../repos/accounts';
import { EXCEL_DATE_FORMAT, excelWallClock, type Cell } from './cell';
import { csvLines } from './csv-text';
import { kindNamed } from './export-kinds';
import { appendPart, finishJob, loadExportJob, markProgress } from './export-jobs-repo';

/** Rows read per query; each CSV batch is written as one part of the file. */
export const EXPORT_BATCH_ROWS = 1000;
/** Parts of an Excel file, which write-excel-file can only produce whole. */
const EXCEL_PART_BYTES = 1024 * 1024;
const UTF8_BOM = '\uFEFF';

/**
 * Writes a download job through its kind's row source, read in keyset batches. CSV goes out batch
 * by batch, so memory stays flat however many rows; Excel keeps the cells (never more than
 * EXCEL_MAX_ROWS, checked when the job is created) and is written once at the end.
 */
export async function runExport(ctx: ServerContext, jobId: string): Promise<void> {
  const { db } = ctx;
  const job = await loadExportJob(db, jobId);
  if (!job || job.state !== 'QUEUED') return;
  const retentionMs = ctx.config.downloadRetentionDays * 24 * 60 * 60 * 1000;
  try {
    const kind = kindNamed(job.kind);
    if (!kind) throw new Error(`This server cannot export ${job.kind}.`);
    const source = await kind.source(db, job);
    const excelRows: Cell[][] = [];
    const encoder = new TextEncoder();
    let part = 0;
    let rowsDone = 0;
    if (job.file_type === 'csv') await appendPart(db, jobId, part++, encoder.encode(UTF8_BOM + csvLines([source.header])), 0, ctx.options.now());
    for (let after: string | null = null, first = true; first || after !== null; first = false) {
      const batch = await source.batch(after, EXPORT_BATCH_ROWS);
      rowsDone += batch.rows.length;
      if (job.file_type === 'csv') {
        if (batch.rows.length) await db.transaction((tx) => appendPart(tx, jobId, part++, encoder.encode(csvLines(batch.rows)), rowsDone, ctx.options.now()));
      } else {
        excelRows.push(...batch.rows);
        await markProgress(db, jobId, rowsDone, ctx.options.now());
      }
      after = batch.next;
    }
    if (job.file_type === 'excel') {
      const timeZone = (await findAccount(db, job.esme))?.timezone ?? 'UTC';
      const file = await writeXlsxFile(excelSheet(source.header, excelRows, timeZone), { sheet: 'Rows', stickyRowsCount: 1 }).toBuffer();
      for (let at = 0; at < file.byteLength; at += EXCEL_PART_BYTES) await appendPart(db, jobId, part++, file.subarray(at, at + EXCEL_PART_BYTES), rowsDone, ctx.options.now());
    }
    const now = ctx.options.now();
    await finishJob(db, jobId, { rowsDone, expiresOn: new Date(now.getTime() + retentionMs) }, now);
  } catch (error) {
    ctx.logger.error({ err: error, jobId }, 'export failed');
    await finishJob(db, jobId, { error: error instanceof Error ? error.message : 'The export failed.' }, ctx.options.now());
  }
}

/**
 * The workbook's rows: typed cells (numbers as numbers, instants as dates on the account's clock in
 * spec §9's format), and a date column's header naming the zone, since an Excel date carries none.
 */
export function excelSheet(header: readonly string[], rows: readonly (readonly Cell[])[], timeZone: string): ExcelCell[][] {
  const dateColumns = new Set(header.flatMap((_, index) => (rows.some((row) => row[index] instanceof Date) ? [index] : [])));
  const top = header.map((value, index) => ({ value: dateColumns.has(index) ? `${value} (${timeZone})` : value, fontWeight: 'bold' as const }));
  const cell = (value: Cell): ExcelCell => {
    if (value instanceof Date) return { value: excelWallClock(value, timeZone), type: Date, format: EXCEL_DATE_FORMAT };
    if (typeof value === 'number') return { value, type: Number };
    return value === null ? null : { value, type: String };
  };
  return [top, ...rows.map((row) => row.map(cell))];
}

let queue: Promise<void> = Promise.resolve();

/** Runs jobs one after another in this process, so exports never crowd out the requests it serves. */
export function enqueueExport(ctx: ServerContext, jobId: string): void {
  queue = queue.then(() => runExport(ctx, jobId)).catch((error: unknown) => ctx.logger.error({ err: error, jobId }, 'export crashed'));
}
