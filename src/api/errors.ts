import type { ErrorBody } from './contracts/errors';
import { errorBody } from './contracts/errors';

/**
 * The server answered outside 200–206. `body` is the parsed `{ error, message, fields }` when it sent
 * one; `raw` is the whole JSON answer (null when it was not JSON), for the extra parts some answers
 * carry: a 409's `current` document, a 400's `problems`.
 */
export class ApiError extends Error {
  readonly body: ErrorBody | null;

  constructor(
    readonly status: number,
    readonly url: string,
    readonly raw: unknown,
  ) {
    const parsed = errorBody.safeParse(raw);
    super(parsed.success ? parsed.data.message : `HTTP ${status}`);
    this.name = 'ApiError';
    this.body = parsed.success ? parsed.data : null;
  }
}

/** A success answer that does not match its contract: names the first bad field so the fault is findable. */
export class ContractError extends Error {
  readonly url: string;
  readonly field: string;
  readonly detail: string;

  constructor(url: string, field: string, detail: string) {
    super(`Response from ${url} does not match its contract at "${field}": ${detail}`);
    this.name = 'ContractError';
    this.url = url;
    this.field = field;
    this.detail = detail;
  }
}

/** The request never got an answer (offline, DNS, aborted, timed out). */
export class NetworkError extends Error {
  readonly url: string;
  /** What failed, without the URL: the cause's message. */
  readonly reason: string;

  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Request to ${url} failed: ${reason}`);
    this.name = 'NetworkError';
    this.url = url;
    this.reason = reason;
  }
}

/** What the console sends its error-reporting sink about a failed call or an uncaught error (spec §8). */
export interface ErrorReport {
  message: string;
  status?: number;
  url: string;
  method?: string;
  stack?: string;
}
