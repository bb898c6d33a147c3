import { z } from 'zod';
import { exportFile, exportJob } from '@/api/contracts/campaign-export';
import { createDownloadRequest, deleteDownloadResponse, downloadListQuery, downloadListResponse } from '@/api/contracts/downloads';
import { createExport } from '../create-export';
import { sweepExpiredExports } from '../expiry';
import { exportFileResponse } from '../export-file-response';
import { deleteExportJob, findExportJob, listExportJobs, presentExportJob } from '../export-jobs-repo';
import type { ServerContext } from '../../platform/context';
import { notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { parseWith } from '../../platform/http/validation';
import { anySignedIn } from '../../platform/access/route-access';

/** Under the config's `reports` base, beside `download/column_list`. */
const DOWNLOADS = '/api/reports/downloads';
const TAG = 'Download Center';
const WHO = "Any signed-in user, for the own account's files; starting one needs the right to see its page.";
const idParams = z.object({ id: z.uuid() });

/** The job of the caller's account, after the expiry sweep; another account's job is a 404 like a missing one. */
async function ownJob(ctx: ServerContext, esme: number, rawParams: unknown) {
  const { id } = parseWith(idParams, rawParams, '(path)');
  const now = ctx.options.now();
  await sweepExpiredExports(ctx.db, now);
  const job = await findExportJob(ctx.db, esme, id, now);
  if (!job) throw notFound('No such download.');
  return job;
}

export const downloadRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: DOWNLOADS,
    tag: TAG,
    summary: "Starts a download job of a page's rows: the page and log section of column_list, the ticked columns, CSV or Excel, the page's filters.",
    who: WHO,
    access: anySignedIn,
    body: createDownloadRequest,
    response: exportJob,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, auth, body }) => presentExportJob(await createExport(ctx, auth, body)),
  }),
  defineRoute({
    method: 'get',
    path: DOWNLOADS,
    tag: TAG,
    summary: "The account's download jobs, newest first, with progress, state and when each file expires.",
    who: WHO,
    access: anySignedIn,
    query: downloadListQuery,
    response: downloadListResponse,
    errors: [400, 401],
    handle: async ({ ctx, auth, query }) => {
      const now = ctx.options.now();
      await sweepExpiredExports(ctx.db, now);
      const { rows, total } = await listExportJobs(ctx.db, auth.esme, query.page, query.pageSize);
      // Marks a job lost with its process FAILED before it is shown (findExportJob does that).
      const fresh = await Promise.all(rows.map(async (row) => (row.state === 'QUEUED' || row.state === 'RUNNING' ? ((await findExportJob(ctx.db, auth.esme, row.id, now)) ?? row) : row)));
      return { rows: fresh.map(presentExportJob), total, page: query.page, pageSize: query.pageSize, retentionDays: ctx.config.downloadRetentionDays };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${DOWNLOADS}/:id`,
    tag: TAG,
    summary: 'One download job of the account with its progress (rows done of rows total).',
    who: WHO,
    access: anySignedIn,
    response: exportJob,
    errors: [400, 401, 404],
    handle: async ({ ctx, auth, c }) => presentExportJob(await ownJob(ctx, auth.esme, c.req.param())),
  }),
  defineRoute({
    method: 'get',
    path: `${DOWNLOADS}/:id/file`,
    tag: TAG,
    summary: "The file of a ready job (CSV or .xlsx), streamed part by part; 409 while it is prepared, 410 once expired. Another account's file is a 404.",
    who: WHO,
    access: anySignedIn,
    response: exportFile,
    contentType: 'application/octet-stream',
    errors: [400, 401, 404, 409, 410],
    handle: async ({ ctx, auth, c }) => exportFileResponse(ctx, await ownJob(ctx, auth.esme, c.req.param())),
  }),
  defineRoute({
    method: 'delete',
    path: `${DOWNLOADS}/:id`,
    tag: TAG,
    summary: 'Deletes a download job and its file; a job still being written stops.',
    who: WHO,
    access: anySignedIn,
    response: deleteDownloadResponse,
    errors: [400, 401, 404],
    handle: async ({ ctx, auth, c }) => {
      const { id } = parseWith(idParams, c.req.param(), '(path)');
      if (!(await deleteExportJob(ctx.db, auth.esme, id))) throw notFound('No such download.');
      return { deleted: true as const };
    },
  }),
];
