import { RCS_CAMPAIGNS_PATH, rcsCampaignReport, rcsRecipientsPage, rcsRecipientsRequest, rcsReportRequest, rcsReportsRequest, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { rcsSummary } from '../../messaging/rcs-campaigns/rcs-report-repo';
import { rcsCampaignReportOf, rcsRecipientsOf } from './rcs-report-views';
import { routeFamily } from '../../platform/access/route-families';

const REPORT = `${RCS_CAMPAIGNS_PATH}/rcs/report`;

/** rcs-reports and rcs-campaign-reports: funnels from counters and per-recipient rows; their export is a Download Center job (page `rcs-campaign-report`). */
export const rcsReportRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('report'),
    method: 'post',
    path: `${REPORT}/summary`,
    summary: "The account's RCS campaigns in a date range added up by sender and by day (sent, delivered, read, failed, SMS fallback, expired).",
    body: rcsReportsRequest,
    response: rcsReportsResponse,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, body }) => rcsSummary(ctx.db, caller.esme, body),
  }),
  defineRoute({
    ...routeFamily.rcs('report'),
    method: 'post',
    path: `${REPORT}/campaignReport`,
    summary: 'One RCS campaign: its funnel, failure and skip reasons by code, and its sends by day.',
    body: rcsReportRequest,
    response: rcsCampaignReport,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => rcsCampaignReportOf(ctx.db, caller.esme, body.campaignId),
  }),
  defineRoute({
    ...routeFamily.rcs('report'),
    method: 'post',
    path: `${REPORT}/recipients`,
    summary: "An RCS campaign's recipients one page at a time (pass `next` as `after`), with how each went (RCS or SMS) and why it failed.",
    body: rcsRecipientsRequest,
    response: rcsRecipientsPage,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, body }) => rcsRecipientsOf(ctx.db, caller.esme, body),
  }),
];
