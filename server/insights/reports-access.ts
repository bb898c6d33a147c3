import type { Queryable } from '../platform/db/db';
import { hashToken } from '../platform/auth/tokens';
import { ApiError, unauthenticated } from '../platform/api-error';
import { bearerToken, type RequestHeaders } from '../platform/auth/auth-session';

/** Who a reports access token (from `getToken`) speaks for. */
export interface ReportsAccess {
  sessionId: string;
  esme: number;
  roleId: number;
  username: string;
  appName: string;
  expiresAt: Date;
}

interface TokenRow {
  session_id: string;
  esme: number;
  role_id: number;
  username: string;
  app_name: string;
  expires_at: Date;
  revoked: boolean;
  session_revoked: boolean;
  session_expires_at: Date;
  user_active: boolean;
}

export type TokenState = { live: true; access: ReportsAccess } | { live: false; reason: 'unknown' | 'expired' | 'revoked' };

/**
 * A token counts while neither it nor its session was ended (`reportsLogout`, sign-out) or has
 * passed its expiry, and its user is enabled: the reports tab never outlives the console session.
 */
export async function reportsTokenState(q: Queryable, token: string, now: Date): Promise<TokenState> {
  const [row] = await q.query<TokenRow>(
    `select t.session_id, s.esme, s.role_id, u.username, t.app_name, t.expires_at, t.revoked,
       s.revoked as session_revoked, s.expires_at as session_expires_at, u.active as user_active
     from reports_tokens t join sessions s on s.id = t.session_id join users u on u.id = s.user_id
     where t.token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return { live: false, reason: 'unknown' };
  if (row.revoked || row.session_revoked || !row.user_active) return { live: false, reason: 'revoked' };
  const expiresAt = new Date(Math.min(new Date(row.expires_at).getTime(), new Date(row.session_expires_at).getTime()));
  if (expiresAt.getTime() <= now.getTime()) return { live: false, reason: 'expired' };
  return { live: true, access: { sessionId: row.session_id, esme: row.esme, roleId: row.role_id, username: row.username, appName: row.app_name, expiresAt } };
}

/** The bearer token of a reports application request. */
export function reportsTokenOf(request: RequestHeaders): string | null {
  return bearerToken(request) ?? null;
}

/** The access behind a reports request, or a 401 the page shows as "this link has expired". */
export async function authenticateReports(q: Queryable, request: RequestHeaders, now: Date): Promise<ReportsAccess> {
  const token = reportsTokenOf(request);
  if (!token) throw unauthenticated('Send Authorization: Bearer <reports access token>.');
  const state = await reportsTokenState(q, token, now);
  if (!state.live) throw new ApiError('sessionExpired', 'This reports link has expired or was closed. Open Reports again from the console.', undefined, { reason: state.reason });
  return state.access;
}
