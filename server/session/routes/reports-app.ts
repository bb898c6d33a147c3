import { getTokenRequest, getTokenResponse, reportsLogoutRequest, reportsLogoutResponse } from '@/api/contracts/session';
import { accountMismatch, forbidden } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/route';
import { issueReportsToken, revokeReportsTokens } from '../reports-tokens-repo';
import { anySignedIn } from '../../platform/access/route-access';

const TAG = 'Reports access';

export const getToken = defineRoute({
  method: 'post',
  path: '/api/getToken',
  tag: TAG,
  summary: 'An access token for opening the reports application in a new tab; it ends with the session.',
  who: 'Any signed-in user, for its own session, account and username.',
  access: anySignedIn,
  body: getTokenRequest,
  response: getTokenResponse,
  errors: [400, 401, 403],
  async handle({ ctx, body, auth }) {
    if (body.esmeaddr !== String(auth.esme)) throw accountMismatch();
    if (body.sessionId !== auth.sessionId || body.username.toLowerCase() !== auth.username.toLowerCase()) throw forbidden('That is not your session.');
    const accesstoken = await issueReportsToken(ctx.db, {
      sessionId: auth.sessionId,
      appName: body.appName,
      hostName: body.hostName,
      now: ctx.options.now(),
      expiresAt: auth.expiresAt,
    });
    return { accesstoken };
  },
});

/** The spec names two reports sign-outs (base and auth service) with the same meaning. */
function reportsLogoutAt(path: string, summary: string) {
  return defineRoute({
    method: 'post',
    path,
    tag: TAG,
    summary,
    who: 'Any signed-in user, for its own session.',
    access: anySignedIn,
    body: reportsLogoutRequest,
    response: reportsLogoutResponse,
    errors: [400, 401, 403],
    async handle({ ctx, body, auth }) {
      if (body.sessionId !== auth.sessionId) throw forbidden('That is not your session.');
      await revokeReportsTokens(ctx.db, auth.sessionId);
      return { status: 200 };
    },
  });
}

export const reportsRoutes = [
  getToken,
  reportsLogoutAt('/api/reportsLogout', 'Ends the reports access tokens of this session.'),
  reportsLogoutAt('/api/auth/reports-logout', 'Reports sign-out through the auth service; same effect as /api/reportsLogout.'),
];
