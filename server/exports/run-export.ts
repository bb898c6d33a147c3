import type { ServerContext } from '../platform/context';
import { findAccount } from '../users/accounts-repo';
import { csvFile, csvHead } from './csv-file';
import { excelFile } from './excel-file';
import { kindNamed } from './export-kinds';
import { copyBatches } from './copy-lines';
import { appendPart, finishJob, loadExportJob, markProgress } from './export-jobs-repo';

/**
 * Rows read per query. A batch costs a round trip or two whatever its size (the read, a part stored),
 * so batches are large; 10,000 rows of a campaign report are about 0.5 MB of CSV.
 */
export const EXPORT_BATCH_ROWS = 10_000;

/**
 * Rows a COPY writes as one part of a CSV file (about 5 MB of a campaign report): a COPY and a part
 * stored cost a round trip each, whatever their size, and two batches are held at most.
 */
export const COPY_BATCH_ROWS = 100_000;

/**
 * Writes a download job through its kind's row source, read in keyset batches; CSV and Excel both go
 * out part by part as they are written, so memory stays flat however many rows.
 */
export async function runExport(ctx: ServerContext, jobId: string): Promise<void> {
  const { db } = ctx;
  const job = await loadExportJob(db, jobId);
  if (!job || job.state !== 'QUEUED') return;
  const retentionMs = ctx.config.downloadRetentionDays * 24 * 60 * 60 * 1000;
  try {
    const kind = kindNamed(job.kind);
    if (!kind) throw new Error(`This server cannot export ${job.kind}.`);
    let part = 0;
    let rowsDone = 0;
    let stored = false;
    const store = async (bytes: Uint8Array) => {
      stored = true;
      await appendPart(db, jobId, part++, bytes, rowsDone, ctx.options.now());
    };
    const copyCsv = db.copyCsv?.bind(db);
    const csvSource = job.file_type === 'csv' && copyCsv ? await kind.csvSource?.(db, job) : undefined;
    if (csvSource && copyCsv) {
      // COPY writes the lines, a part a batch; the next batch is copied while this one is stored.
      await store(Buffer.from(csvHead(csvSource.header)));
      let storing: Promise<void> = Promise.resolve();
      for await (const batch of copyBatches(copyCsv, csvSource.batch, COPY_BATCH_ROWS)) {
        await storing;
        rowsDone += batch.rows;
        storing = store(batch.lines());
        // Heard at once, so a part that fails while the next batch is copied is not an unhandled rejection; the next await throws it.
        storing.catch(() => undefined);
      }
      await storing;
    } else {
      const source = await kind.source(db, job);
      const timeZone = job.file_type === 'excel' ? ((await findAccount(db, job.esme))?.timezone ?? 'UTC') : 'UTC';
      const file = job.file_type === 'csv' ? await csvFile(source.header, store) : excelFile(source.header, timeZone, store);
      for await (const batch of readAhead(source.batch)) {
        rowsDone += batch.rows.length;
        stored = false;
        await file.add(batch.rows);
        // Excel's parts come every megabyte of zip, not every batch: the progress moves anyway.
        if (!stored) await markProgress(db, jobId, rowsDone, ctx.options.now());
      }
      await file.finish();
    }
    const now = ctx.options.now();
    await finishJob(db, jobId, { rowsDone, expiresOn: new Date(now.getTime() + retentionMs) }, now);
  } catch (error) {
    ctx.logger.error({ err: error, jobId }, 'export failed');
    await finishJob(db, jobId, { error: error instanceof Error ? error.message : 'The export failed.' }, ctx.options.now());
  }
}

/** Keyset batches in order, the next one read while the caller writes this one: the database and this process work side by side. */
async function* readAhead<B extends { next: string | null }>(read: (after: string | null, limit: number) => Promise<B>): AsyncGenerator<B> {
  for (let reading: Promise<B> | null = read(null, EXPORT_BATCH_ROWS); reading; ) {
    const batch: B = await reading;
    reading = batch.next === null ? null : read(batch.next, EXPORT_BATCH_ROWS);
    // Heard at once, so a read that fails while its batch is written is not an unhandled rejection; the next await throws it.
    reading?.catch(() => undefined);
    yield batch;
  }
}

let queue: Promise<void> = Promise.resolve();

/** Runs jobs one after another in this process, so exports never crowd out the requests it serves. */
export function enqueueExport(ctx: ServerContext, jobId: string): void {
  queue = queue.then(() => runExport(ctx, jobId)).catch((error: unknown) => ctx.logger.error({ err: error, jobId }, 'export crashed'));
}
