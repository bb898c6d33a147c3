import type { Queryable } from '../platform/db/db';
import { hashToken, newToken } from '../platform/auth/tokens';

/** Issues an access token for the reports application, valid as long as the session it came from. */
export async function issueReportsToken(q: Queryable, input: { sessionId: string; appName: string; hostName: string; now: Date; expiresAt: Date }): Promise<string> {
  const token = newToken();
  await q.query(
    'insert into reports_tokens (token_hash, session_id, app_name, host_name, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [hashToken(token), input.sessionId, input.appName, input.hostName, input.now, input.expiresAt],
  );
  return token;
}

export async function revokeReportsTokens(q: Queryable, sessionId: string): Promise<void> {
  await q.query('update reports_tokens set revoked = true where session_id = $1 and not revoked', [sessionId]);
}
