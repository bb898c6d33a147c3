import { randomUUID } from 'node:crypto';
import type { ExportFileType, ExportJob, ExportJobState } from '@/api/contracts/campaign-export';
import type { Db, Queryable } from '../platform/db/db';

/** This process; a QUEUED or RUNNING job of another process that stopped writing was lost with it. */
export const RUNNER_ID = randomUUID();
/** How long another process's job may stay silent before it counts as lost (a batch takes well under this). */
const LOST_AFTER_MS = 60_000;

interface ExportJobRow {
  id: string;
  esme: number;
  user_id: string;
  user_name: string;
  kind: string;
  page_name: string;
  campaign_id: string | null;
  filter: Record<string, string>;
  columns: string[];
  file_type: ExportFileType;
  file_name: string;
  state: ExportJobState;
  rows_done: number;
  rows_total: number;
  bytes: string | number;
  error: string | null;
  runner: string | null;
  created_on: Date;
  updated_on: Date;
  finished_on: Date | null;
  expires_on: Date | null;
}
export type { ExportJobRow };

export interface NewExportJob {
  esme: number;
  userId: string;
  userName: string;
  kind: string;
  pageName: string;
  campaignId: string | null;
  filter: Record<string, string>;
  columns: string[];
  fileType: ExportFileType;
  fileName: string;
  rowsTotal: number;
}

export async function insertExportJob(q: Queryable, job: NewExportJob, now: Date): Promise<ExportJobRow> {
  const [row] = await q.query<ExportJobRow>(
    `insert into export_jobs (id, esme, user_id, user_name, kind, page_name, campaign_id, filter, columns, file_type, file_name, state, rows_total, runner, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'QUEUED', $12, $13, $14, $14) returning *`,
    [randomUUID(), job.esme, job.userId, job.userName, job.kind, job.pageName, job.campaignId, JSON.stringify(job.filter), JSON.stringify(job.columns), job.fileType, job.fileName, job.rowsTotal, RUNNER_ID, now],
  );
  return row as ExportJobRow;
}

/** The account's job, after marking it FAILED if its process was lost (a restart, a crash). */
export async function findExportJob(q: Queryable, esme: number, id: string, now: Date): Promise<ExportJobRow | undefined> {
  await q.query(
    `update export_jobs set state = 'FAILED', error = 'The server stopped before the file was ready; export again.', finished_on = $3
     where id = $1 and esme = $2 and state in ('QUEUED', 'RUNNING') and runner is distinct from $4 and updated_on < $3::timestamptz - make_interval(secs => $5)`,
    [id, esme, now, RUNNER_ID, LOST_AFTER_MS / 1000],
  );
  const [row] = await q.query<ExportJobRow>('select * from export_jobs where id = $1 and esme = $2', [id, esme]);
  return row;
}

export async function loadExportJob(q: Queryable, id: string): Promise<ExportJobRow | undefined> {
  const [row] = await q.query<ExportJobRow>('select * from export_jobs where id = $1', [id]);
  return row;
}

/** A part as one row of COPY's binary format: job_id (uuid), part (integer), content (bytea). */
function partAsCopyRow(id: string, part: number, content: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = Buffer.alloc(19 + 2 + 4 + 16 + 4 + 4 + 4);
  head.write('PGCOPY\n\xff\r\n\0', 0, 'latin1');
  let at = 19;
  at = head.writeInt16BE(3, at);
  at = head.writeInt32BE(16, at);
  at += head.write(id.replace(/-/g, ''), at, 'hex');
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(part, at);
  head.writeInt32BE(content.byteLength, at);
  const row = new Uint8Array(head.length + content.byteLength + 2);
  row.set(head);
  row.set(content, head.length);
  row.set([0xff, 0xff], head.length + content.byteLength);
  return row;
}

/**
 * Appends one part of the file and moves the progress: one statement, so both or neither, in one
 * round trip. Where a bytea parameter is slow (PGlite), the part goes in by a binary COPY, then the progress.
 */
export async function appendPart(q: Queryable & Pick<Db, 'copyBinaryIn'>, id: string, part: number, content: Uint8Array, rowsDone: number, now: Date) {
  if (q.copyBinaryIn) {
    await q.copyBinaryIn('export_job_parts (job_id, part, content)', partAsCopyRow(id, part, content));
    await q.query(`update export_jobs set state = 'RUNNING', rows_done = $2, bytes = bytes + $3, updated_on = $4 where id = $1`, [id, rowsDone, content.byteLength, now]);
    return;
  }
  await q.query(
    `with stored as (insert into export_job_parts (job_id, part, content) values ($1, $5, $6))
     update export_jobs set state = 'RUNNING', rows_done = $2, bytes = bytes + $3, updated_on = $4 where id = $1`,
    [id, rowsDone, content.byteLength, now, part, content],
  );
}

export async function markProgress(q: Queryable, id: string, rowsDone: number, now: Date) {
  await q.query(`update export_jobs set state = 'RUNNING', rows_done = $2, updated_on = $3 where id = $1`, [id, rowsDone, now]);
}

/** A failed job keeps no half-written file: its parts go with the failure. */
export async function finishJob(q: Queryable, id: string, outcome: { rowsDone: number; expiresOn: Date } | { error: string }, now: Date) {
  if ('error' in outcome) {
    await q.query(`update export_jobs set state = 'FAILED', error = $2, updated_on = $3, finished_on = $3 where id = $1`, [id, outcome.error, now]);
    await q.query('delete from export_job_parts where job_id = $1', [id]);
  } else {
    await q.query(`update export_jobs set state = 'DONE', rows_done = $2, rows_total = $2, updated_on = $3, finished_on = $3, expires_on = $4 where id = $1`, [id, outcome.rowsDone, now, outcome.expiresOn]);
  }
}

/** The account's jobs, newest first, one page of them. */
export async function listExportJobs(q: Queryable, esme: number, page: number, pageSize: number): Promise<{ rows: ExportJobRow[]; total: number }> {
  const [count] = await q.query<{ total: number }>('select count(*)::integer as total from export_jobs where esme = $1', [esme]);
  const rows = await q.query<ExportJobRow>('select * from export_jobs where esme = $1 order by created_on desc, id limit $2 offset $3', [esme, pageSize, (page - 1) * pageSize]);
  return { rows, total: count?.total ?? 0 };
}

/** Deletes the account's job and its file (the parts cascade); false when the account has no such job. */
export async function deleteExportJob(q: Queryable, esme: number, id: string): Promise<boolean> {
  const deleted = await q.query<{ id: string }>('delete from export_jobs where id = $1 and esme = $2 returning id', [id, esme]);
  return deleted.length > 0;
}

/** Ready files past their day lose their bytes and show EXPIRED; answers how many expired. */
export async function expireExportJobs(q: Queryable, now: Date): Promise<number> {
  const expired = await q.query<{ id: string }>(`update export_jobs set state = 'EXPIRED', updated_on = $1 where state = 'DONE' and expires_on <= $1 returning id`, [now]);
  if (expired.length) await q.query('delete from export_job_parts where job_id = any($1::uuid[])', [expired.map((row) => row.id)]);
  return expired.length;
}

/** The file's parts in order, one query each, so serving a large file never holds all of it. */
export async function* fileParts(q: Queryable, id: string): AsyncGenerator<Uint8Array> {
  let after = -1;
  for (;;) {
    const [row] = await q.query<{ part: number; content: Uint8Array }>('select part, content from export_job_parts where job_id = $1 and part > $2 order by part limit 1', [id, after]);
    if (!row) return;
    after = row.part;
    yield row.content;
  }
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const presentExportJob = (row: ExportJobRow): ExportJob => ({
  id: row.id,
  kind: row.kind,
  pageName: row.page_name,
  campaignId: row.campaign_id,
  columns: row.columns,
  fileType: row.file_type,
  fileName: row.file_name,
  filter: row.filter,
  state: row.state,
  rowsDone: row.rows_done,
  rowsTotal: row.rows_total,
  bytes: Number(row.bytes),
  error: row.error,
  userName: row.user_name,
  createdOn: iso(row.created_on) ?? '',
  finishedOn: iso(row.finished_on),
  expiresOn: iso(row.expires_on),
});

/** How long a finished job stays on the pending-download-list, so one that became ready while the page was open can be taken. */
export const PENDING_RECENT_MINUTES = 60;

/** The account's jobs queued or being prepared, and those finished in the last PENDING_RECENT_MINUTES, newest first. */
export const listPendingExportJobs = (q: Queryable, esme: number, now: Date) =>
  q.query<ExportJobRow>(
    `select * from export_jobs where esme = $1 and (state in ('QUEUED', 'RUNNING') or (state in ('DONE', 'FAILED') and finished_on >= $2::timestamptz - make_interval(mins => ${PENDING_RECENT_MINUTES})))
          order by created_on desc, id limit 100`,
    [esme, now],
  );
