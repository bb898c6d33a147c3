import {
  clientErrorReport,
  clientErrorResponse,
  logEntry,
  logEntryResponse,
  timezoneRequest,
  timezoneResponse,
  whiteLabelLogoQuery,
  whiteLabelLogoResponse,
} from '@/api/contracts/session';
import { accountMismatch, notFound } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/route';
import { findAccount } from '../accounts-repo';
import { anySignedIn, openToAnyone } from '../../platform/access/route-access';

const TAG = 'Console support';

export const logConfig = defineRoute({
  method: 'post',
  path: '/api/bot/api/logconfig',
  tag: TAG,
  summary: 'Stores a client-side log entry (for example a failed embedded sign-up).',
  who: 'Any signed-in user.',
  access: anySignedIn,
  body: logEntry,
  response: logEntryResponse,
  errors: [400, 401],
  async handle({ ctx, body, auth }) {
    await ctx.db.query(
      `insert into log_entries (received_at, user_id, esme, reason, status, payload, user_agent, domain, session_id, uname, esmeaddr, ctime)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [ctx.options.now(), auth.userId, auth.esme, body.reason, body.status, body.payload, body.user_agent, body.domain, body.session_id, body.uname, body.esmeaddr, body.ctime],
    );
    return { status: 200 };
  },
});

export const timezone = defineRoute({
  method: 'post',
  path: '/api/bot/timezone',
  tag: TAG,
  summary: "The account's IANA time zone.",
  who: 'Any signed-in user, for its own account.',
  access: anySignedIn,
  body: timezoneRequest,
  response: timezoneResponse,
  errors: [400, 401, 403],
  async handle({ ctx, body, auth }) {
    if (body.esmeAddr !== String(auth.esme)) throw accountMismatch();
    const account = await findAccount(ctx.db, auth.esme);
    return { timezone: account?.timezone ?? 'UTC' };
  },
});

export const whiteLabelLogo = defineRoute({
  method: 'get',
  path: '/api/getwllogo',
  tag: TAG,
  summary: "The white-label account's logo (a data URL or an address under the console); 404 with `error` when it has none.",
  who: 'Any signed-in user, for its own account.',
  access: anySignedIn,
  query: whiteLabelLogoQuery,
  response: whiteLabelLogoResponse,
  errors: [400, 401, 403, 404],
  async handle({ ctx, query, auth }) {
    if (query.esmeAddr !== String(auth.esme)) throw accountMismatch();
    const account = await findAccount(ctx.db, auth.esme);
    if (!account?.whitelabel || !account.wl_logo) throw notFound('This account has no white-label logo.');
    return { wl_logo: account.wl_logo };
  },
});

// Long enough for a browser name and version, short enough not to fill the table.
const USER_AGENT_MAX = 500;

export const clientErrors = defineRoute({
  method: 'post',
  path: '/api/client-errors',
  tag: TAG,
  summary: "The console's error-reporting sink: stores one HTTP or uncaught error.",
  who: 'Anyone (errors happen before sign-in too); the XSRF header is still required.',
  access: openToAnyone,
  body: clientErrorReport,
  response: clientErrorResponse,
  errors: [400],
  async handle({ c, ctx, body }) {
    await ctx.db.query(
      `insert into client_errors (received_at, request_id, session_id, message, status, url, method, stack, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        ctx.options.now(),
        c.get('requestId'),
        c.req.header('session')?.slice(0, 100) ?? null,
        body.message,
        body.status ?? null,
        body.url ?? null,
        body.method ?? null,
        body.stack ?? null,
        c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
      ],
    );
    return { status: 200 };
  },
});

export const systemRoutes = [logConfig, timezone, whiteLabelLogo, clientErrors];
