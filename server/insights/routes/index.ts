import { z } from 'zod';
import { insightsQuery, insightsResponse, reportsLandingPages, reportsWhoAmI, trackedLinkRequest, trackedLinkResponse } from '@/api/contracts/insights';
import { roleId } from '@/api/contracts/users';
import { notFound } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/route';
import { parseWith } from '../../platform/http/validation';
import { insightsReport } from '../insights-report';
import { recordMessageClick } from '../message-links';
import { authenticateReports } from '../reports-access';
import { reportsLandingAnswer } from '../reports-landing';
import { campaignInAccount, insertTrackedLink, recordClick } from '../tracked-links';
import { anySignedIn, openToAnyone, reportsTokenHolder } from '../../platform/access/route-access';
import { routeRules } from '../../platform/access/route-rules';

const TAG = 'Insights';
/** The reports application's API lives under the config's `reports` service base. */
export const REPORTS_INSIGHTS = '/api/reports/insights';
export const CLICK_PATH = '/api/r';

const consoleInsights = defineRoute({
  method: 'get',
  path: '/api/insights',
  tag: TAG,
  summary: "Sent, delivered, read and failed over a period per channel, sender, template and campaign; failure reasons, categories, link clicks and chatbot conversations.",
  who: 'Administrators (role 0), for any account (`esme`, default their own). Everyone else opens the same figures in the reports application.',
  access: routeRules.administrators,
  query: insightsQuery,
  response: insightsResponse,
  errors: [400, 401, 403, 404],
  handle: ({ ctx, auth, query }) => insightsReport(ctx.db, { esme: auth.esme, isAdmin: true }, query),
});

const reportsInsights = defineRoute({
  method: 'get',
  path: REPORTS_INSIGHTS,
  tag: TAG,
  summary: 'The figures of GET /api/insights for the reports application, with the access token from getToken as bearer.',
  who: 'The holder of a live reports access token, for the account of the session it came from (every account for an administrator).',
  access: reportsTokenHolder,
  query: insightsQuery,
  response: insightsResponse,
  errors: [400, 401, 403, 404],
  async handle({ c, ctx, query }) {
    const access = await authenticateReports(ctx.db, c.req, ctx.options.now());
    return insightsReport(ctx.db, { esme: access.esme, isAdmin: access.roleId === roleId.admin }, query);
  },
});

const reportsSession = defineRoute({
  method: 'get',
  path: `${REPORTS_INSIGHTS}/session`,
  tag: TAG,
  summary: 'Whether a reports access token is still live, and for whom: the reports application asks before showing anything.',
  who: 'The holder of a reports access token; 401 once it expired or was revoked by reportsLogout or sign-out.',
  access: reportsTokenHolder,
  response: reportsWhoAmI,
  errors: [401],
  async handle({ c, ctx }) {
    const access = await authenticateReports(ctx.db, c.req, ctx.options.now());
    return { username: access.username, esme: access.esme, appName: access.appName, expiresAt: access.expiresAt.toISOString() };
  },
});

const createTrackedLink = defineRoute({
  method: 'post',
  path: '/api/insights/links',
  tag: TAG,
  summary: 'A click-tracking address for a URL button: each visit of trackingUrl is counted, then redirected to url.',
  who: 'Any signed-in user, for a campaign of its own account.',
  access: anySignedIn,
  body: trackedLinkRequest,
  response: trackedLinkResponse,
  errors: [400, 401, 404],
  async handle({ c, ctx, auth, body }) {
    if (body.campaignId && !(await campaignInAccount(ctx.db, auth.esme, body.campaignId))) throw notFound('No such campaign.');
    const row = await insertTrackedLink(ctx.db, { esme: auth.esme, label: body.label, url: body.url, campaignId: body.campaignId ?? null, now: ctx.options.now() });
    return { code: row.code, label: row.label, url: row.url, campaignId: row.campaign_id, trackingUrl: new URL(`${CLICK_PATH}/${row.code}`, c.req.url).toString() };
  },
});

const clickParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'A link code') });

const followTrackedLink = defineRoute({
  method: 'get',
  path: `${CLICK_PATH}/:code`,
  tag: TAG,
  summary: 'Counts one click of a tracked link (a campaign message\'s URL button, or a link made by hand) and redirects (302) to its address.',
  who: 'Anyone: the recipient of a message taps it.',
  access: openToAnyone,
  response: z.string().describe('A 302 redirect to the link address.'),
  contentType: 'text/plain',
  errors: [400, 404],
  async handle({ c, ctx }) {
    const { code } = parseWith(clickParams, c.req.param(), '(path)');
    const url = (await recordMessageClick(ctx.db, code, ctx.options.now())) ?? (await recordClick(ctx.db, code, ctx.options.now()));
    if (!url) throw notFound('No such link.');
    return new Response(null, { status: 302, headers: { location: url, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } }) as unknown as string;
  },
});

const landingQuery = z.object({ accesstoken: z.string().max(200).optional() });

/** Spec §7 "Reports landing pages", under the reports base, opened in a new tab with `?accesstoken=`. */
const landingPages = Object.keys(reportsLandingPages).map((path) =>
  defineRoute({
    method: 'get',
    path: `/api/reports${path}`,
    tag: TAG,
    summary: `Reports application page ${path}: the insights view for a live access token, a "link expired" page (401) for any other.`,
    who: 'The holder of a reports access token from getToken.',
    access: reportsTokenHolder,
    query: landingQuery,
    response: z.string().describe('An HTML page.'),
    contentType: 'text/html',
    errors: [400, 401, 503],
    handle: async ({ c, ctx, query }) => (await reportsLandingAnswer(ctx, query.accesstoken, c.req.header('accept') ?? '')) as unknown as string,
  }),
);

export const insightsRoutes = [consoleInsights, reportsInsights, reportsSession, createTrackedLink, followTrackedLink, ...landingPages];
