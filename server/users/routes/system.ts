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
import { saveClientError, saveLogEntry } from '../client-logs-repo';
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
    await saveLogEntry(ctx.db, { receivedAt: ctx.options.now(), userId: auth.userId, esme: auth.esme, ...body });
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
    await saveClientError(ctx.db, {
      receivedAt: ctx.options.now(),
      requestId: c.get('requestId'),
      sessionId: c.req.header('session')?.slice(0, 100) ?? null,
      message: body.message,
      status: body.status ?? null,
      url: body.url ?? null,
      method: body.method ?? null,
      stack: body.stack ?? null,
      userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return { status: 200 };
  },
});

export const systemRoutes = [logConfig, timezone, whiteLabelLogo, clientErrors];
