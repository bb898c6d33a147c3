import { RCS_CAMPAIGNS_PATH, rcsCampaignReport, rcsRecipientsPage, rcsRecipientsRequest, rcsReportRequest, rcsReportsRequest, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import type { AnyRoute } from '../../platform/http/route';
import { rcsSummary } from '../../messaging/rcs-campaigns/rcs-report-repo';
import { rcsRoute } from '../rcs-templates/rcs-route';
import { rcsCampaignReportOf, rcsRecipientsOf } from './rcs-report-views';

const REPORT = `${RCS_CAMPAIGNS_PATH}/rcs/report`;

/** rcs-reports and rcs-campaign-reports: funnels from counters and per-recipient rows; their export is a Download Center job (page `rcs-campaign-report`). */
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
];
