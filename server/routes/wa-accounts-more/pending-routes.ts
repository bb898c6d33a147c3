import { PENDING_DOWNLOADS_PATH, pendingDownloadsResponse } from '@/api/contracts/whatsapp-accounts-more';
import { findExportJob, presentExportJob, type ExportJobRow } from '../../exports/export-jobs-repo';
import { defineRoute, type AnyRoute } from '../../http/route';

/** A finished file stays on the list this long, so one that became ready while the page was open can be taken. */
const RECENT_MINUTES = 60;

export const pendingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: PENDING_DOWNLOADS_PATH,
    tag: 'Download Center',
    summary: `The pending-download-list: the account's exports still queued or being prepared, and those finished (ready or failed) in the last ${RECENT_MINUTES} minutes, newest first. Files are fetched from the Download Center.`,
    who: "Any signed-in user, for the own account's files.",
    access: 'session',
    response: pendingDownloadsResponse,
    errors: [401],
    handle: async ({ ctx, auth }) => {
      const now = ctx.options.now();
      const rows = await ctx.db.query<ExportJobRow>(
        `select * from export_jobs where esme = $1 and (state in ('QUEUED', 'RUNNING') or (state in ('DONE', 'FAILED') and finished_on >= $2::timestamptz - make_interval(mins => ${RECENT_MINUTES})))
          order by created_on desc, id limit 100`,
        [auth.esme, now],
      );
      // findExportJob marks a job lost with its process FAILED before it is shown.
      const fresh = await Promise.all(rows.map(async (row) => (row.state === 'QUEUED' || row.state === 'RUNNING' ? ((await findExportJob(ctx.db, auth.esme, row.id, now)) ?? row) : row)));
      return { exports: fresh.map(presentExportJob) };
    },
  }),
];
