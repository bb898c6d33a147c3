import type { Context } from 'hono';
import { columnListRequest, columnListResponse, exportJob } from '@/api/contracts/campaign-export';
import { createDownloadRequest } from '@/api/contracts/downloads';
import { RCS_CAMPAIGN_REPORT_PAGE, rcsCampaignList, rcsCampaignReport, rcsRecipientsPage, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import { REPORTS_RCS_PATH, reportsRcsCampaignQuery, reportsRcsCampaignsQuery, reportsRcsRecipientsQuery, reportsRcsSummaryQuery } from '@/api/contracts/rcs-reports-app';
import type { AuthSession } from '../../platform/auth/auth-session';
import { findSessionUser } from '../../platform/auth/session-store';
import type { ServerContext } from '../../platform/context';
import { columnsOf } from '../../exports/column-lists';
import { createExport } from '../../exports/create-export';
import { presentExportJob } from '../../exports/export-jobs-repo';
import { ApiError, unauthenticated } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { authenticateReports } from '../../insights/reports-access';
import { rcsSummary } from '../../messaging/rcs-campaigns/rcs-report-repo';
import { rcsCampaignReportOf, rcsRecipientsOf, rcsReportCampaigns } from './rcs-report-views';
import { reportsTokenHolder } from '../../platform/access/route-access';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

const WHO =
  'The holder of a live reports access token from getToken whose user may read RCS reports (as the console\'s RCS report routes: RCS in its services, CampaignManager or Reports in its profile). Its own account only: another account\'s campaign is a 404.';

/** The console session behind a reports token: its user, who owns what the token starts (a download job). */
async function tokenSession(ctx: ServerContext, c: Context): Promise<AuthSession> {
  const access = await authenticateReports(ctx.db, c.req, ctx.options.now());
  const session = await findSessionUser(ctx.db, access.sessionId);
  if (!session) throw unauthenticated('This reports link has expired or was closed.');
  return { sessionId: access.sessionId, userId: session.user_id, esme: access.esme, roleId: access.roleId, username: access.username, impersonatedBy: session.impersonated_by, expiresAt: access.expiresAt };
}

/**
 * The caller behind a reports token, held to the same rules as the console's RCS report routes: the
 * token's session names the user, whose services and profile are read again on every call.
 */
async function tokenCaller(ctx: ServerContext, c: Context) {
  return admitCaller(ctx.db, routeRules.rcsCampaigns.report, await tokenSession(ctx, c));
}

/** The reports tab exports the RCS campaign report only: the other pages' exports are the console's. */
const onlyRcsReport = (pagename: string) => {
  if (pagename !== RCS_CAMPAIGN_REPORT_PAGE) throw new ApiError('invalidRequest', 'No download for this page here', { pagename: 'No download for this page here' });
};

const reportsRoute = { method: 'get', tag: 'RCS', who: WHO, access: reportsTokenHolder } as const;

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
  defineRoute({
    ...reportsRoute,
    method: 'post',
    path: `${REPORTS_RCS_PATH}/download/column_list`,
    summary: "The Download Columns dialog's columns of the RCS campaign report (spec §7 column_list, with the access token): the reports tab's Export.",
    body: columnListRequest,
    response: columnListResponse,
    errors: [400, 401, 403],
    handle: async ({ c, ctx, body }) => {
      await tokenCaller(ctx, c);
      onlyRcsReport(body.pagename);
      return { columns: columnsOf(body.pagename, body.logsection).map((name) => ({ name })) };
    },
  }),
  defineRoute({
    ...reportsRoute,
    method: 'post',
    path: `${REPORTS_RCS_PATH}/downloads`,
    summary: "Starts the RCS campaign report's download job for the token's user, as `{reports}/downloads` does in the console: it is listed in that user's Download Center.",
    body: createDownloadRequest,
    response: exportJob,
    errors: [400, 401, 403, 404],
    handle: async ({ c, ctx, body }) => {
      const auth = await tokenSession(ctx, c);
      onlyRcsReport(body.pagename);
      return presentExportJob(await createExport(ctx, auth, body));
    },
  }),
];
