import type { Context } from 'hono';
import { rcsCampaignList, rcsCampaignReport, rcsRecipientsPage, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import { REPORTS_RCS_PATH, reportsRcsCampaignQuery, reportsRcsCampaignsQuery, reportsRcsRecipientsQuery, reportsRcsSummaryQuery } from '@/api/contracts/rcs-reports-app';
import type { ServerContext } from '../../context';
import { unauthenticated } from '../../http/api-error';
import { defineRoute, type AnyRoute } from '../../http/route';
import { authenticateReports } from '../../insights/reports-access';
import { campaignCaller } from '../../messaging/campaigns/campaign-access';
import { rcsSummary } from '../../messaging/rcs-campaigns/rcs-report-repo';
import { rcsCampaignReportOf, rcsRecipientsOf, rcsReportCampaigns } from './rcs-report-views';

const WHO =
  'The holder of a live reports access token from getToken whose user may read RCS reports (as the console\'s RCS report routes: RCS in its services, CampaignManager or Reports in its profile). Its own account only: another account\'s campaign is a 404.';

/**
 * The caller behind a reports token, held to the same rules as the console's RCS report routes: the
 * token's session names the user, whose services and profile are read again on every call.
 */
async function tokenCaller(ctx: ServerContext, c: Context) {
  const access = await authenticateReports(ctx.db, c, ctx.options.now());
  const [session] = await ctx.db.query<{ user_id: string; impersonated_by: string | null }>('select user_id, impersonated_by from sessions where id = $1', [access.sessionId]);
  if (!session) throw unauthenticated('This reports link has expired or was closed.');
  return campaignCaller(
    ctx.db,
    { sessionId: access.sessionId, userId: session.user_id, esme: access.esme, roleId: access.roleId, username: access.username, impersonatedBy: session.impersonated_by, expiresAt: access.expiresAt },
    'report',
    'rcs',
  );
}

const reportsRoute = { method: 'get', tag: 'RCS', who: WHO, access: 'public' } as const;

/** The reports application's RCS pages read these; the console reads the same views by session (rcs-report-routes.ts). */
export const rcsReportsAppRoutes: AnyRoute[] = [
  defineRoute({
    ...reportsRoute,
    path: `${REPORTS_RCS_PATH}/summary`,
    summary: "The reports application's rcs-outtraffic: the account's RCS campaigns in a date range added up by sender and by day, with the access token as bearer.",
    query: reportsRcsSummaryQuery,
    response: rcsReportsResponse,
    errors: [400, 401, 403],
    handle: async ({ c, ctx, query }) => rcsSummary(ctx.db, (await tokenCaller(ctx, c)).esme, query),
  }),
  defineRoute({
    ...reportsRoute,
    path: `${REPORTS_RCS_PATH}/campaigns`,
    summary: 'The RCS campaigns sent now or started at their time (the ones with a report), newest first, with their funnel: the reports application lists them to open one.',
    query: reportsRcsCampaignsQuery,
    response: rcsCampaignList,
    errors: [400, 401, 403],
    handle: async ({ c, ctx, query }) => rcsReportCampaigns(ctx.db, (await tokenCaller(ctx, c)).esme, query),
  }),
  defineRoute({
    ...reportsRoute,
    path: `${REPORTS_RCS_PATH}/campaignReport`,
    summary: "The reports application's rcs-campaign-reports: one RCS campaign's funnel, failure and skip reasons, and sends by day.",
    query: reportsRcsCampaignQuery,
    response: rcsCampaignReport,
    errors: [400, 401, 403, 404],
    handle: async ({ c, ctx, query }) => rcsCampaignReportOf(ctx.db, (await tokenCaller(ctx, c)).esme, query.campaignId),
  }),
  defineRoute({
    ...reportsRoute,
    path: `${REPORTS_RCS_PATH}/recipients`,
    summary: "An RCS campaign's recipients a page at a time (pass `next` as `after`), for the reports application.",
    query: reportsRcsRecipientsQuery,
    response: rcsRecipientsPage,
    errors: [400, 401, 403, 404],
    handle: async ({ c, ctx, query }) => rcsRecipientsOf(ctx.db, (await tokenCaller(ctx, c)).esme, query),
  }),
];
