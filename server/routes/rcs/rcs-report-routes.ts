import { z } from 'zod';
import { exportFile, exportJob } from '@/api/contracts/campaign-export';
import { apiErrorCode } from '@/api/contracts/errors';
import {
  RCS_CAMPAIGN_REPORT_PAGE,
  RCS_CAMPAIGNS_PATH,
  rcsCampaignReport,
  rcsExportRequest,
  rcsExportStatusRequest,
  rcsRecipientsPage,
  rcsRecipientsRequest,
  rcsReportRequest,
  rcsReportsRequest,
  rcsReportsResponse,
} from '@/api/contracts/rcs-campaigns';
import type { Queryable } from '../../db/db';
import { createExport } from '../../exports/create-export';
import { findExportJob, presentExportJob } from '../../exports/export-jobs-repo';
import { exportFileResponse } from '../../exports/export-file-response';
import { ApiError, notFound } from '../../http/api-error';
import type { AnyRoute } from '../../http/route';
import { rcsSummary } from '../../messaging/rcs-campaigns/rcs-report-repo';
import { rcsRoute } from '../rcs-templates/rcs-route';
import { rcsCampaignReportOf, rcsRecipientsOf } from './rcs-report-views';

const REPORT = `${RCS_CAMPAIGNS_PATH}/rcs/report`;
const EXPORT_KIND = 'rcs_campaign_recipients';

async function ownExport(q: Queryable, esme: number, id: string, now: Date) {
  const job = await findExportJob(q, esme, id, now);
  if (!job || job.kind !== EXPORT_KIND) throw notFound('No such download.');
  return job;
}

/** rcs-reports and rcs-campaign-reports: funnels from counters, per-recipient rows, and the export job. */
export const rcsReportRoutes: AnyRoute[] = [
  rcsRoute({
    method: 'post',
    path: `${REPORT}/summary`,
    summary: "The account's RCS campaigns in a date range added up by sender and by day (sent, delivered, read, failed, SMS fallback, expired).",
    need: 'report',
    body: rcsReportsRequest,
    response: rcsReportsResponse,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, body }) => rcsSummary(ctx.db, caller.esme, body),
  }),
  rcsRoute({
    method: 'post',
    path: `${REPORT}/campaignReport`,
    summary: 'One RCS campaign: its funnel, failure and skip reasons by code, and its sends by day.',
    need: 'report',
    body: rcsReportRequest,
    response: rcsCampaignReport,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => rcsCampaignReportOf(ctx.db, caller.esme, body.campaignId),
  }),
  rcsRoute({
    method: 'post',
    path: `${REPORT}/recipients`,
    summary: "An RCS campaign's recipients one page at a time (pass `next` as `after`), with how each went (RCS or SMS) and why it failed.",
    need: 'report',
    body: rcsRecipientsRequest,
    response: rcsRecipientsPage,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => rcsRecipientsOf(ctx.db, caller.esme, body),
  }),
  rcsRoute({
    method: 'post',
    path: `${REPORT}/export`,
    summary: "Starts a download job of the chosen columns of an RCS campaign's recipients (all, or of one status) as CSV or Excel.",
    need: 'report',
    body: rcsExportRequest,
    response: exportJob,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, auth, body }) => {
      const filter: Record<string, string> = body.status ? { campaignId: body.campaignId, status: body.status } : { campaignId: body.campaignId };
      const job = await createExport(ctx, auth, { pagename: RCS_CAMPAIGN_REPORT_PAGE, logsection: 'All', columns: body.columns, fileType: body.fileType, filter });
      return presentExportJob(job);
    },
  }),
  rcsRoute({
    method: 'post',
    path: `${REPORT}/exportStatus`,
    summary: 'An RCS report download job with its progress (rows done of rows total) and state.',
    need: 'report',
    body: rcsExportStatusRequest,
    response: exportJob,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => presentExportJob(await ownExport(ctx.db, caller.esme, body.exportId, ctx.options.now())),
  }),
  rcsRoute({
    method: 'get',
    path: `${REPORT}/exports/:id/file`,
    summary: 'The file of a finished RCS report download (CSV or .xlsx), streamed part by part.',
    need: 'report',
    response: exportFile,
    contentType: 'application/octet-stream',
    errors: [400, 401, 403, 404, 409],
    handle: async ({ ctx, caller, c }) => {
      const id = z.uuid().safeParse(c.req.param('id'));
      if (!id.success) throw new ApiError(400, apiErrorCode.invalidRequest, 'Invalid id.', { id: 'Not a download id' });
      return exportFileResponse(ctx, await ownExport(ctx.db, caller.esme, id.data, ctx.options.now()));
    },
  }),
];
