/**
 * The one HTTP client of the console (spec §7). It adds the session headers, echoes the
 * XSRF cookie, treats 200–206 as success, parses every answer with its contract, reports
 * errors to the configured sink and rethrows. It never shows anything or navigates:
 * the shell decides what the user sees.
 */
import ky, { type KyInstance } from 'ky';
import type * as z from 'zod/mini';
import type { AppConfig, Endpoint } from './contracts/config';
import { ApiError, NetworkError, type ErrorReport } from './errors';
import { readAnswer, REQUEST_TIMEOUT_MS, type PreparedRequest } from './prepared-request';

export type Service = Endpoint['service'];

/** What the session module hands the client for every request; null when signed out. */
export interface AuthHeaders {
  token: string;
  username: string;
  session: string;
  roleId: number | null;
}

export interface ClientOptions {
  getAuth: () => AuthHeaders | null;
  /** Page origin used to resolve relative service bases; the browser's own by default. */
  origin?: string;
  readCookie?: (name: string) => string | null;
  fetch?: typeof fetch;
}

export interface CallOptions<S extends z.core.$ZodType> {
  method?: 'get' | 'post' | 'put' | 'delete' | 'patch';
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  schema: S;
  /** IP validation is sent without role_id (spec §7). */
  omitRoleId?: boolean;
  /** Credentials for this call instead of the session's: checking a customer opened a moment ago. */
  auth?: AuthHeaders;
}

type RequestContext = {
  omitRoleId?: boolean;
  auth?: AuthHeaders;
};

const SUCCESS_MIN = 200;
const SUCCESS_MAX = 206;
const SERVICES: Service[] = ['base', 'bot', 'campaign', 'reports', 'broadcast', 'auth'];

export interface ApiClient {
  call<S extends z.core.$ZodType>(target: Endpoint, options: CallOptions<S>): Promise<z.infer<S>>;
  /**
   * The URL and headers a JSON request to `target` carries now (the session's, the XSRF echo), for a worker
   * that sends it itself with `sendPrepared` (an upload's chunks, docs/performance.md "Session 31").
   */
  prepare(target: Endpoint, method: 'post' | 'put'): PreparedRequest;
  /** Resolves a path against a configured base, for links and downloads. */
  url(target: Endpoint): string;
  /** GETs a file (a download job's CSV or .xlsx) with the session's headers; errors as `call`. */
  file(target: Endpoint): Promise<Blob>;
  /** Sends an error to the configured error-reporting sink, when enabled (uncaught errors, spec §8). */
  report(report: ErrorReport): void;
}

function browserCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function createApiClient(config: AppConfig, options: ClientOptions): ApiClient {
  const origin = options.origin ?? (typeof location !== 'undefined' ? location.origin : 'http://localhost');
  const readCookie = options.readCookie ?? browserCookie;

  const reportError = (report: ErrorReport) => {
    if (!config.errorReporting.enabled) return;
    const sink = resolve(config.errorReporting.endpoint);
    if (report.url === sink) return;
    void instances.base.post(sink, { json: report, throwHttpErrors: false }).catch(() => undefined);
  };

  function resolve(target: Endpoint): string {
    return new URL(config.services[target.service] + target.path, origin).toString();
  }

  /** The session's headers and the XSRF echo, on every request whichever way it is sent. */
  function setSessionHeaders(headers: Headers, service: Service, context: RequestContext) {
    const auth = context.auth ?? options.getAuth();
    if (auth) {
      headers.set('Authorization', `Bearer ${auth.token}`);
      headers.set('user', auth.username);
      headers.set('session', auth.session);
      if (auth.roleId !== null && !context.omitRoleId) headers.set('role_id', String(auth.roleId));
    }
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    if (service === 'bot' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  }

  function makeInstance(service: Service): KyInstance {
    return ky.create({
      fetch: options.fetch,
      credentials: 'same-origin',
      retry: 0,
      timeout: REQUEST_TIMEOUT_MS,
      throwHttpErrors: false,
      hooks: {
        beforeRequest: [
          (request, requestOptions) => {
            setSessionHeaders(request.headers, service, requestOptions.context as RequestContext);
          },
        ],
      },
    });
  }

  const instances = Object.fromEntries(SERVICES.map((s) => [s, makeInstance(s)])) as Record<Service, KyInstance>;

  function prepare(target: Endpoint, method: 'post' | 'put'): PreparedRequest {
    const headers = new Headers({ 'content-type': 'application/json' });
    setSessionHeaders(headers, target.service, {});
    return { url: resolve(target), method: method.toUpperCase(), headers: Object.fromEntries(headers) };
  }

  async function call<S extends z.core.$ZodType>(target: Endpoint, opts: CallOptions<S>): Promise<z.infer<S>> {
    const url = resolve(target);
    const method = opts.method ?? 'get';
    const searchParams = opts.searchParams
      ? Object.fromEntries(Object.entries(opts.searchParams).filter((e): e is [string, string | number | boolean] => e[1] !== undefined))
      : undefined;
    const context: RequestContext = { omitRoleId: opts.omitRoleId, auth: opts.auth };
    let response: Response;
    try {
      response = await instances[target.service](url, { method, json: opts.json, searchParams, context });
    } catch (error) {
      reportError({ message: error instanceof Error ? error.message : String(error), url, method });
      throw new NetworkError(url, error);
    }
    return readAnswer(response, url, method, opts.schema, reportError);
  }

  async function file(target: Endpoint): Promise<Blob> {
    const url = resolve(target);
    let response: Response;
    try {
      response = await instances[target.service](url, { method: 'get', context: {} satisfies RequestContext });
    } catch (error) {
      reportError({ message: error instanceof Error ? error.message : String(error), url, method: 'get' });
      throw new NetworkError(url, error);
    }
    if (response.status < SUCCESS_MIN || response.status > SUCCESS_MAX) {
      const body: unknown = await response.json().catch(() => null);
      reportError({ message: `HTTP ${response.status}`, status: response.status, url, method: 'get' });
      throw new ApiError(response.status, url, body);
    }
    return response.blob();
  }

  return { call, prepare, url: resolve, report: reportError, file };
}
