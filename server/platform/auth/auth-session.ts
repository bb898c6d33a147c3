import type { Context } from 'hono';
import type { ServerContext } from '../context';
import { ApiError, unauthenticated } from '../api-error';
import { findSessionByToken, isLive, type SessionRecord } from './session-store';

/** The signed-in caller of a protected route. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  esme: number;
  roleId: number;
  username: string;
  impersonatedBy: string | null;
  expiresAt: Date;
}

/** The token of `Authorization: Bearer <token>`, or undefined without one. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

/** `Authorization: Bearer <token>` and the `session` header, or null when either is missing. */
export function readCredentials(c: Context): { token: string; sessionId: string } | null {
  const token = bearerToken(c);
  const sessionId = c.req.header('session')?.trim();
  return token && sessionId ? { token, sessionId } : null;
}

/** The session named by the request's credentials whatever its state, or a 401. */
export async function findRequestSession(ctx: ServerContext, c: Context): Promise<SessionRecord> {
  const credentials = readCredentials(c);
  if (!credentials) throw unauthenticated('Send Authorization: Bearer <token> and the session header.');
  const record = await findSessionByToken(ctx.db, credentials.token);
  if (!record || record.id !== credentials.sessionId) throw unauthenticated('Unknown token or session.');
  return record;
}

/** The live session behind the request, or a 401 (`session_expired` once it has ended). */
export async function authenticate(ctx: ServerContext, c: Context): Promise<AuthSession> {
  const record = await findRequestSession(ctx, c);
  if (!isLive(record, ctx.options.now())) throw new ApiError('sessionExpired', 'Your session is expired!');
  return {
    sessionId: record.id,
    userId: record.user_id,
    esme: record.esme,
    roleId: record.role_id,
    username: record.username,
    impersonatedBy: record.impersonated_by,
    expiresAt: record.expires_at,
  };
}
