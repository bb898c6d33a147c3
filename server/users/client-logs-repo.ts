import type { Queryable } from '../platform/db/db';

/** A client-side log entry (for example a failed embedded sign-up), with who sent it. */
export interface LogEntry {
  receivedAt: Date;
  userId: string;
  esme: number;
  reason: string;
  status: string;
  payload: string;
  user_agent: string;
  domain: string;
  session_id: string;
  uname: string;
  esmeaddr: string;
  ctime: string;
}

/** One HTTP or uncaught error the console reported, signed in or not. */
export interface ClientError {
  receivedAt: Date;
  requestId: string;
  sessionId: string | null;
  message: string;
  status: number | null;
  url: string | null;
  method: string | null;
  stack: string | null;
  userAgent: string | null;
}

export async function saveLogEntry(q: Queryable, entry: LogEntry): Promise<void> {
  await q.query(
    `insert into log_entries (received_at, user_id, esme, reason, status, payload, user_agent, domain, session_id, uname, esmeaddr, ctime)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [entry.receivedAt, entry.userId, entry.esme, entry.reason, entry.status, entry.payload, entry.user_agent, entry.domain, entry.session_id, entry.uname, entry.esmeaddr, entry.ctime],
  );
}

export async function saveClientError(q: Queryable, error: ClientError): Promise<void> {
  await q.query(
    `insert into client_errors (received_at, request_id, session_id, message, status, url, method, stack, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [error.receivedAt, error.requestId, error.sessionId, error.message, error.status, error.url, error.method, error.stack, error.userAgent],
  );
}
