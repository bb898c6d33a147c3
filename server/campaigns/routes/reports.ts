import { reportCampaignsQuery } from '@/api/contracts/campaign-export';
import { campaignListResponse, campaignReport, recipientsPage, recipientsQuery } from '@/api/contracts/campaigns';
import { notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { listCampaigns } from '../../messaging/campaigns/campaign-queries';
import { findCampaign } from '../../messaging/campaigns/campaigns-repo';
import { funnelOf, presentListRow, presentReasons } from '../../messaging/campaigns/present';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { reasonCounts, recipientsPage as readRecipientsPage } from '../../messaging/campaigns/report-repo';
import { campaignIdParams, WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { routeFamily } from '../../platform/access/route-families';

const BASE = `${WHATSAPP_CAMPAIGN_BASE}/campaigns/:id`;

/** The report pages: the campaign list, one campaign's funnel and reasons, its recipients; the export is a Download Center job (page `whatsapp-campaign-report`). */
export const campaignReportRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/report/campaigns`,
    summary: "The report page's campaigns: the campaign list's filters and a creation date range (from ≤ created < to).",
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
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${BASE}/report`,
    summary: 'The funnel and the failure and skip reasons, read from counters kept as events arrive.',
    params: campaignIdParams,
    response: campaignReport,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => {
      const campaign = await findCampaign(ctx.db, caller.esme, params.id);
      if (!campaign) throw notFound('No such campaign.');
      const counts = (await readCounters(ctx.db, [campaign.id])).get(campaign.id);
      const reasons = await reasonCounts(ctx.db, campaign.id);
      return {
        id: campaign.id,
        state: campaign.state,
        funnel: funnelOf(counts),
        failures: presentReasons(reasons.filter((row) => row.status === 'FAILED')),
        skips: presentReasons(reasons.filter((row) => row.status === 'SKIPPED')),
        continuesAt: campaign.continues_at ? new Date(campaign.continues_at).toISOString() : null,
        continuesFor: campaign.continues_at ? campaign.continues_for : null,
      };
    },
  }),
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${BASE}/recipients`,
    summary: 'Recipients one page at a time (keyset: pass `next` as `after`), optionally of one status.',
    params: campaignIdParams,
    query: recipientsQuery,
    response: recipientsPage,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params, query }) => {
      const campaign = await findCampaign(ctx.db, caller.esme, params.id);
      if (!campaign) throw notFound('No such campaign.');
      const counts = (await readCounters(ctx.db, [campaign.id])).get(campaign.id) ?? {};
      const total = query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
      return { ...(await readRecipientsPage(ctx.db, campaign, query)), total };
    },
  }),
];
