import { ProviderError } from '../../channel/channel';

/** Failures that happen before a request leaves this machine, so a retry cannot carry it out twice. */
const notSentCauses = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL']);

/**
 * One request to a provider (Meta's Graph API, Google's RBM API), its transport failures told apart
 * the same way for every client: refused or unresolved before sending (retryable), no answer in
 * time, or a connection that broke off (both may have been carried out). Code 0: no answer.
 */
export async function requestProvider(doFetch: typeof fetch, url: string, init: RequestInit & { timeoutMs: number }): Promise<Response> {
  const { timeoutMs, ...request } = init;
  const attempt = async () => {
    const deadline = timeoutAfter(timeoutMs);
    try {
      const response = await doFetch(url, { ...request, signal: deadline.signal });
      answered.set(response, deadline.clear);
      return response;
    } catch (error) {
      deadline.clear();
      throw error;
    }
  };
  try {
    return await attempt();
  } catch (error) {
    // A read changes nothing at the provider, so one whose connection broke off before any answer is
    // asked once more on a new one, as browsers do; one that was not answered in time is not.
    if ((request.method ?? 'GET') !== 'GET' || isTimeout(error)) throw unanswered(error);
    try {
      return await attempt();
    } catch (again) {
      throw unanswered(again);
    }
  }
}

/** Each answer's deadline, ended once its body is read (readProviderJson). */
const answered = new WeakMap<Response, () => void>();

/**
 * The request's deadline, covering its answer's body too, as AbortSignal.timeout did. That one's
 * timer cannot be cleared: it fired for every request a timeout after it was answered, building an
 * error with its stack and aborting a finished fetch, for every message of a campaign (issue #33).
 * Unref'd like it, so a pending deadline never keeps the process up.
 */
function timeoutAfter(ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms);
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** A request with the provider's bearer token and, when there is one, a JSON body. */
export function bearerJson(accessToken: string, method: string, body: unknown, timeoutMs: number): RequestInit & { timeoutMs: number } {
  return {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    timeoutMs,
  };
}

/**
 * The answer's body as JSON, or undefined when it is not JSON (a proxy's page, garbage). A body that
 * breaks off after its head came means the request arrived, so it may have been carried out.
 */
export async function readProviderJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderError(0, `The provider's answer broke off${causeOf(error) ? ` (${causeOf(error)})` : ''}`, false);
  } finally {
    answered.get(response)?.();
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined);

function unanswered(error: unknown): ProviderError {
  const code = causeOf(error);
  if (code !== undefined && notSentCauses.has(code)) return new ProviderError(0, `Provider unreachable: ${code}`, true);
  // Said apart, as the user reads it: the request may have arrived in both cases.
  if (isTimeout(error)) return new ProviderError(0, 'The provider did not answer in time', false);
  const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return new ProviderError(0, `The connection to the provider broke off (${code ?? reason})`, false);
}
