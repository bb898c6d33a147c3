import {
  CAMPAIGN_REPORT_PAGE,
  createCampaignExportRequest,
  EXCEL_MAX_ROWS,
  exportFile,
  exportJob,
  reportCampaignsQuery,
} from '@/api/contracts/campaign-export';
import { campaignListResponse } from '@/api/contracts/campaigns';
import { apiErrorCode } from '@/api/contracts/errors';
import { z } from 'zod';
import { enqueueCampaignExport } from '../../exports/run-campaign-export';
import { exportFileResponse, findExportJob, insertExportJob, presentExportJob } from '../../exports/export-jobs-repo';
import { ApiError, notFound } from '../../http/api-error';
import type { AnyRoute } from '../../http/route';
import { listCampaigns } from '../../messaging/campaigns/campaign-queries';
import { findCampaign } from '../../messaging/campaigns/campaigns-repo';
import { presentListRow } from '../../messaging/campaigns/present';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { campaignIdParams, campaignRoute, WHATSAPP_CAMPAIGN_BASE } from './campaign-route';

const EXPORTS = `${WHATSAPP_CAMPAIGN_BASE}/exports`;
const exportIdParams = z.object({ id: z.uuid() });

/** Letters, digits and dashes only, so the name is safe in a header and on any disk. */
export const fileStem = (name: string) => name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).toLowerCase() || 'campaign';

export const campaignExportRoutes: AnyRoute[] = [
  campaignRoute({
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/report/campaigns`,
    summary: "The report page's campaigns: the campaign list's filters and a creation date range (from ≤ created < to).",
    need: 'report',
    query: reportCampaignsQuery,
    response: campaignListResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, caller, query }) => {
      const range = { from: query.from ? new Date(query.from) : undefined, to: query.to ? new Date(query.to) : undefined };
      const { rows, total } = await listCampaigns(ctx.db, caller.esme, { states: query.state, search: query.search, ...range, page: query.page, pageSize: query.pageSize });
      const counters = await readCounters(ctx.db, rows.map((row) => row.id));
      return { rows: rows.map((row) => presentListRow(row, counters.get(row.id))), total, page: query.page, pageSize: query.pageSize };
    },
  }),
  campaignRoute({
    method: 'post',
    path: `${WHATSAPP_CAMPAIGN_BASE}/campaigns/:id/exports`,
    summary: "Starts a download job writing the chosen columns of the campaign's recipients (all, or of one status) as CSV or Excel.",
    need: 'report',
    params: campaignIdParams,
    body: createCampaignExportRequest,
    response: exportJob,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params, body }) => {
      const campaign = await findCampaign(ctx.db, caller.esme, params.id);
      if (!campaign) throw notFound('No such campaign.');
      const counts = (await readCounters(ctx.db, [campaign.id])).get(campaign.id) ?? {};
      const rowsTotal = body.status ? (counts[body.status] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (body.fileType === 'excel' && rowsTotal > EXCEL_MAX_ROWS) {
        throw new ApiError(400, apiErrorCode.invalidRequest, 'More rows than an Excel sheet holds.', { fileType: `Excel holds ${EXCEL_MAX_ROWS} rows; choose CSV` });
      }
      const now = ctx.options.now();
      const job = await insertExportJob(
        ctx.db,
        {
          esme: caller.esme,
          userId: caller.userId,
          userName: caller.username,
          kind: 'whatsapp_campaign_recipients',
          pageName: CAMPAIGN_REPORT_PAGE,
          campaignId: campaign.id,
          filter: body.status ? { status: body.status } : {},
          columns: body.columns,
          fileType: body.fileType,
          fileName: `${fileStem(campaign.name)}-${now.toISOString().slice(0, 10)}.${body.fileType === 'csv' ? 'csv' : 'xlsx'}`,
          rowsTotal,
        },
        now,
      );
      enqueueCampaignExport(ctx, job.id);
      return presentExportJob(job);
    },
  }),
  campaignRoute({
    method: 'get',
    path: `${EXPORTS}/:id`,
    summary: 'A download job of the account with its progress (rows done of rows total) and state.',
    need: 'report',
    params: exportIdParams,
    response: exportJob,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const job = await findExportJob(ctx.db, caller.esme, params.id, ctx.options.now());
      if (!job) throw notFound('No such download.');
      return presentExportJob(job);
    },
  }),
  campaignRoute({
    method: 'get',
    path: `${EXPORTS}/:id/file`,
    summary: 'The file of a finished download job (CSV or .xlsx), streamed part by part.',
    need: 'report',
    params: exportIdParams,
    response: exportFile,
    contentType: 'application/octet-stream',
    errors: [400, 401, 403, 404, 409],
    handle: async ({ ctx, caller, params }) => {
      const job = await findExportJob(ctx.db, caller.esme, params.id, ctx.options.now());
      if (!job) throw notFound('No such download.');
      if (job.state !== 'DONE') throw new ApiError(409, apiErrorCode.invalidRequest, `The file is not ready (${job.state}).`);
      return exportFileResponse(ctx.db, job);
    },
  }),
];
