import { ApiError, ContractError, NetworkError } from './errors';

/** An error of a request a worker sent, as it crosses to the page (an `Error` subclass arrives as a plain `Error`). */
export type PostedError =
  | { kind: 'api'; status: number; url: string; raw: unknown }
  | { kind: 'network'; url: string; reason: string }
  | { kind: 'contract'; url: string; field: string; detail: string }
  | { kind: 'other'; message: string };

export function postError(error: unknown): PostedError {
  if (error instanceof ApiError) return { kind: 'api', status: error.status, url: error.url, raw: error.raw };
  if (error instanceof NetworkError) return { kind: 'network', url: error.url, reason: error.reason };
  if (error instanceof ContractError) return { kind: 'contract', url: error.url, field: error.field, detail: error.detail };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** The page's error again, the same class and fields the worker's had, so the page tells the user the same. */
export function errorFromPosted(posted: PostedError): Error {
  if (posted.kind === 'api') return new ApiError(posted.status, posted.url, posted.raw);
  if (posted.kind === 'network') return new NetworkError(posted.url, posted.reason);
  if (posted.kind === 'contract') return new ContractError(posted.url, posted.field, posted.detail);
  return new Error(posted.message);
}
