import type { Queryable } from '../db/db';
import { hashToken, newSessionId, newToken } from './tokens';

export interface SessionRecord {
  id: string;
  user_id: string;
  esme: number;
  role_id: number;
  expires_at: Date;
  revoked: boolean;
  impersonated_by: string | null;
  username: string;
  user_active: boolean;
}

export interface NewSession {
  userId: string;
  esme: number;
  roleId: number;
  impersonatedBy: string | null;
  now: Date;
  ttlSeconds: number;
}

export interface OpenedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function openSession(q: Queryable, session: NewSession): Promise<OpenedSession> {
  const token = newToken();
  const sessionId = newSessionId();
  const expiresAt = new Date(session.now.getTime() + session.ttlSeconds * 1000);
  await q.query(
    `insert into sessions (id, token_hash, user_id, esme, role_id, created_at, expires_at, impersonated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [sessionId, hashToken(token), session.userId, session.esme, session.roleId, session.now, expiresAt, session.impersonatedBy],
  );
  return { token, sessionId, expiresAt };
}

const SELECT_SESSION = `select s.id, s.user_id, s.esme, s.role_id, s.expires_at, s.revoked, s.impersonated_by,
  u.username, u.active as user_active
  from sessions s join users u on u.id = s.user_id`;

export async function findSessionByToken(q: Queryable, token: string): Promise<SessionRecord | undefined> {
  const [row] = await q.query<SessionRecord>(`${SELECT_SESSION} where s.token_hash = $1`, [hashToken(token)]);
  return row;
}

export async function findSessionById(q: Queryable, id: string): Promise<SessionRecord | undefined> {
  const [row] = await q.query<SessionRecord>(`${SELECT_SESSION} where s.id = $1`, [id]);
  return row;
}

/** Whose session this is (and who impersonates them), whatever its state; undefined for no such session. */
export async function findSessionUser(q: Queryable, id: string): Promise<{ user_id: string; impersonated_by: string | null } | undefined> {
  const [row] = await q.query<{ user_id: string; impersonated_by: string | null }>('select user_id, impersonated_by from sessions where id = $1', [id]);
  return row;
}

/** A session counts while it is not revoked, not past its expiry and its user is enabled. */
export const isLive = (session: SessionRecord, now: Date) => !session.revoked && session.user_active && session.expires_at.getTime() > now.getTime();

export async function revokeSession(q: Queryable, id: string): Promise<void> {
  await q.query('update sessions set revoked = true where id = $1', [id]);
}

/** Single-session sign-in (`clearsess`): ends the user's other open sessions. */
export async function revokeUserSessions(q: Queryable, userId: string): Promise<void> {
  await q.query('update sessions set revoked = true where user_id = $1 and not revoked', [userId]);
}

export async function extendSession(q: Queryable, id: string, expiresAt: Date): Promise<void> {
  await q.query('update sessions set expires_at = $2 where id = $1', [id, expiresAt]);
}
