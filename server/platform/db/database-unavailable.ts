/**
 * The database could not be reached, or it ended the connection a statement ran on (a restart, a
 * failover, pg_terminate_backend). The statement's transaction did not commit (one that ended inside
 * COMMIT may have); the caller may try again shortly. The HTTP layer answers it 503.
 */
export class DatabaseUnavailableError extends Error {
  /** The driver's code (a SQLSTATE such as 57P01, or ECONNREFUSED), for the log. */
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super('The database is unreachable just now', { cause });
    this.name = 'DatabaseUnavailableError';
    this.code = codeOf(cause);
  }
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined);

/** Socket errors of a refused, reset or unreachable address. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping); class 08 is every connection exception. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres says these in words, without a code: the socket closed under a query or before it, or a wait for a connection ran out. */
const DRIVER_WORDS = /^Connection terminated|encountered a connection error and is not queryable|timeout exceeded when trying to connect|^timeout expired$/;

/** Whether `error` means the database is out of reach rather than that the statement was wrong. */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = codeOf(error);
  if (code && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  return error instanceof Error && DRIVER_WORDS.test(error.message);
}

/** `error` as a DatabaseUnavailableError when it means the database is out of reach; otherwise as it was. */
export const asUnavailable = (error: unknown): unknown => (isConnectionLost(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error);
