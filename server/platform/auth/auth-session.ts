import type { ServerContext } from '../context';
import { ApiError, unauthenticated } from '../api-error';
import { findSessionByToken, isLive, type SessionRecord } from './session-store';

/** The request's headers as the server's HTTP layer reads them (a Hono request is one); auth knows no more of HTTP. */
export interface RequestHeaders {
  header(name: string): string | undefined;
}

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
export function bearerToken(request: RequestHeaders): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.header('authorization') ?? '')?.[1];
}

/** `Authorization: Bearer <token>` and the `session` header, or null when either is missing. */
export function readCredentials(request: RequestHeaders): { token: string; sessionId: string } | null {
  const token = bearerToken(request);
  const sessionId = request.header('session')?.trim();
  return token && sessionId ? { token, sessionId } : null;
}

/** The session named by the request's credentials whatever its state, or a 401. */
export async function findRequestSession(ctx: ServerContext, request: RequestHeaders): Promise<SessionRecord> {
  const credentials = readCredentials(request);
  if (!credentials) throw unauthenticated('Send Authorization: Bearer <token> and the session header.');
  const record = await findSessionByToken(ctx.db, credentials.token);
  if (!record || record.id !== credentials.sessionId) throw unauthenticated('Unknown token or session.');
  return record;
}

/** The live session behind the request, or a 401 (`session_expired` once it has ended). */
export async function authenticate(ctx: ServerContext, request: RequestHeaders): Promise<AuthSession> {
  const record = await findRequestSession(ctx, request);
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
