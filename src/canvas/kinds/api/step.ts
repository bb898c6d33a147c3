import { DEFAULT_API_TIMEOUT_MS, type Fetcher, type HttpRequest, type HttpResponse, type NodeStep, readPath, type Variables, type VariableScope } from '@/canvas/kernel';
import type { ApiData } from './model';

/** Inside a JSON string literal a value must not end the string or the line. */
const jsonEscape = (value: string): string => JSON.stringify(value).slice(1, -1);
const singleLine = (value: string): string => value.replace(/[\r\n]+/g, ' ');

function headerNamed(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function buildBody(data: ApiData, scope: VariableScope, headers: Record<string, string>): HttpRequest['body'] {
  if (data.method === 'GET') return null;
  const fields = () => data.bodyFields.filter((field) => field.key.trim() !== '').map((field) => ({ key: field.key.trim(), value: scope.interpolate(field.value) }));
  if (data.bodyType === 'form_data') return { type: 'form_data', fields: fields() };
  if (data.bodyType === 'urlencoded') {
    headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    return { type: 'urlencoded', text: new URLSearchParams(fields().map((field) => [field.key, field.value])).toString() };
  }
  if (data.body.trim() === '') return null;
  const json = (headerNamed(headers, 'content-type') ?? '').includes('json') || /^\s*[{[]/.test(data.body);
  if (json && headerNamed(headers, 'content-type') === undefined) headers['Content-Type'] = 'application/json';
  return { type: 'raw', text: json ? scope.interpolate(data.body, jsonEscape) : scope.interpolate(data.body) };
}

/**
 * The request an API node makes: `{{var}}` values are URL-encoded in the URL, kept on one line in
 * headers and JSON-escaped in a JSON raw body. A URL without a scheme gets `https://`. GET sends no body.
 * @example buildApiRequest({ ...api, url: 'https://x.io/u/{{id}}' }, scope, 5000, signal).url // 'https://x.io/u/a%20b'
 */
export function buildApiRequest(data: ApiData, scope: VariableScope, timeoutMs: number, signal: AbortSignal): HttpRequest {
  const rendered = scope.interpolate(data.url.trim(), encodeURIComponent);
  const url = /^[a-z][a-z\d+.-]*:\/\//i.test(rendered) ? rendered : `https://${rendered}`;
  const headers: Record<string, string> = {};
  for (const header of data.headers) if (header.key.trim() !== '') headers[header.key.trim()] = scope.interpolate(header.value, singleLine);
  const body = buildBody(data, scope, headers);
  return { method: data.method, url, headers, body, access: data.access, timeoutMs, signal };
}

/** Calls the fetcher, giving up (and aborting the request) after `timeoutMs`. */
async function callWithTimeout(fetcher: Fetcher, request: HttpRequest, controller: AbortController): Promise<HttpResponse | { failure: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ failure: string }>((resolve) => {
    timer = setTimeout(() => {
      // Settle first: a fetcher that rejects on abort must not be reported as a network error.
      resolve({ failure: `timed out after ${request.timeoutMs} ms` });
      controller.abort();
    }, request.timeoutMs);
  });
  try {
    return await Promise.race([fetcher(request), timeout]);
  } catch (error) {
    return { failure: `network error: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * API: builds the request, calls `deps.fetcher` (timeout `deps.apiTimeoutMs`), and on a 2xx status
 * maps response fields (dotted paths, `items.0.name` or `items[0].name`) to variables — a missing
 * path sets null — then `success`. Any other status, a network error or a timeout takes `failure`.
 */
export const apiStep: NodeStep<ApiData> = async ({ data, scope, deps }) => {
  const controller = new AbortController();
  const request = buildApiRequest(data, scope, deps.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS, controller.signal);
  const summary = `${request.method} ${request.url}`;
  const response = await callWithTimeout(deps.fetcher, request, controller);
  if ('failure' in response) return { type: 'next', handle: 'failure', note: `${summary}: ${response.failure}` };
  if (response.status < 200 || response.status > 299) return { type: 'next', handle: 'failure', note: `${summary}: status ${response.status}` };
  const body = parseBody(response.body);
  const set: Variables = {};
  const unmatched: string[] = [];
  for (const mapping of data.responseMappings) {
    if (mapping.variable === '') continue;
    const value = readPath(body, mapping.path);
    if (value === undefined) unmatched.push(mapping.path);
    set[mapping.variable] = value ?? null;
  }
  const note = `${summary}: status ${response.status}${unmatched.length > 0 ? `; not in the response: ${unmatched.join(', ')}` : ''}`;
  return { type: 'next', handle: 'success', set, note };
};
