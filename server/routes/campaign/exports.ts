import { CAMPAIGN_REPORT_PAGE, createCampaignExportRequest, exportFile, exportJob, reportCampaignsQuery } from '@/api/contracts/campaign-export';
import { campaignListResponse } from '@/api/contracts/campaigns';
import { z } from 'zod';
import { createExport } from '../../exports/create-export';
import { findExportJob, presentExportJob } from '../../exports/export-jobs-repo';
import { exportFileResponse } from '../../exports/export-file-response';
import { notFound } from '../../http/api-error';
import type { AnyRoute } from '../../http/route';
import { listCampaigns } from '../../messaging/campaigns/campaign-queries';
import { presentListRow } from '../../messaging/campaigns/present';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { campaignIdParams, campaignRoute, WHATSAPP_CAMPAIGN_BASE } from './campaign-route';

const EXPORTS = `${WHATSAPP_CAMPAIGN_BASE}/exports`;
const exportIdParams = z.object({ id: z.uuid() });

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
    handle: async ({ ctx, auth, params, body }) => {
      const filter = { campaignId: params.id, ...(body.status ? { status: body.status } : {}) };
      return presentExportJob(await createExport(ctx, auth, { pagename: CAMPAIGN_REPORT_PAGE, logsection: 'All', columns: body.columns, fileType: body.fileType, filter }));
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
      return exportFileResponse(ctx, job);
    },
  }),
];
