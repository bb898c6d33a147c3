/**
 * A request a worker sends itself (an upload's chunks, docs/performance.md "Session 31"): the URL and the
 * headers the client would give it now (`ApiClient.prepare`), and how it is sent and answered. Plain `fetch`
 * and zod only, so the same code runs in the page's client and in a worker: the session's headers, the XSRF
 * echo, the two-minute timeout, 200–206 parsed with its contract, any other status an `ApiError`, a throw a
 * `NetworkError`.
 */
import * as z from 'zod/mini';
import { ApiError, ContractError, NetworkError, type ErrorReport } from './errors';

export interface PreparedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** A request not answered in two minutes fails as a network failure. */
export const REQUEST_TIMEOUT_MS = 120_000;
const SUCCESS_MIN = 200;
const SUCCESS_MAX = 206;

function describeIssue(issue: z.core.$ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : '(root)';
}

/** An answer as every call reads it: 200–206 parsed with `schema` (a 204 as `{}`), any other status an `ApiError`, reported. */
export async function readAnswer<S extends z.core.$ZodType>(response: Response, url: string, method: string, schema: S, report: (report: ErrorReport) => void): Promise<z.infer<S>> {
  if (response.status < SUCCESS_MIN || response.status > SUCCESS_MAX) {
    const body: unknown = await response.json().catch(() => null);
    report({ message: `HTTP ${response.status}`, status: response.status, url, method });
    throw new ApiError(response.status, url, body);
  }
  const raw: unknown = response.status === 204 ? {} : await response.json().catch(() => undefined);
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContractError(url, issue ? describeIssue(issue) : '(root)', issue?.message ?? 'invalid');
  }
  return parsed.data;
}

/** Sends a JSON body already written, with the prepared headers, and reads the answer as every call does. */
export async function sendPrepared<S extends z.core.$ZodType>(request: PreparedRequest, body: string, schema: S, send: typeof fetch, report: (report: ErrorReport) => void): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await send(request.url, { method: request.method, headers: request.headers, body, credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    report({ message: error instanceof Error ? error.message : String(error), url: request.url, method: request.method.toLowerCase() });
    throw new NetworkError(request.url, error);
  }
  return readAnswer(response, request.url, request.method.toLowerCase(), schema, report);
}
