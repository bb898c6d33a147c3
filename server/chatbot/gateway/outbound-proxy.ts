import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ApiError } from '../../platform/api-error';
import { isBlockedAddress, parseAllowList } from './address-policy';

/** What to call: the runtime's HttpRequest minus the parts only the runtime needs. */
export interface OutboundRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: null | { type: 'raw' | 'urlencoded'; text: string } | { type: 'form_data'; fields: { key: string; value: string }[] };
  /** Overrides the proxy's default timeout (never above it). */
  timeoutMs?: number;
  /** The caller gave up (the runtime aborts on its own timeout). */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** UTF-8 text, cut at `maxBytes`. */
  body: string;
  truncated: boolean;
  durationMs: number;
}

export interface OutboundOptions {
  /** `host:port` pairs exempt from the address policy (tests' echo servers, a local mock). */
  allow: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_OUTBOUND_TIMEOUT_MS = 10_000;
export const DEFAULT_OUTBOUND_MAX_BYTES = 1024 * 1024;

/** `OUTBOUND_ALLOW`, `OUTBOUND_TIMEOUT_MS` and `OUTBOUND_MAX_BYTES`, read when a call is made so tests can set them. */
export function outboundOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboundOptions {
  const positive = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
  return {
    allow: parseAllowList(env.OUTBOUND_ALLOW),
    timeoutMs: positive(env.OUTBOUND_TIMEOUT_MS, DEFAULT_OUTBOUND_TIMEOUT_MS),
    maxBytes: positive(env.OUTBOUND_MAX_BYTES, DEFAULT_OUTBOUND_MAX_BYTES),
  };
}

/** A call the proxy would not or could not make; a 4xx for the API caller, a failed call for the runtime. */
export class OutboundError extends ApiError {
  constructor(errorName: 'outboundRefused' | 'outboundTimeout' | 'outboundUnreachable', message: string) {
    super(errorName, message);
    this.name = 'OutboundError';
  }
}

const refused = (message: string) => new OutboundError('outboundRefused', message);

/** Hostname and port as the allow-list writes them; IPv6 hosts keep their brackets. */
function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    // API nodes may leave out the scheme; the runtime and the tester both mean https then.
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw refused(`Not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(`Only http and https are allowed, not ${url.protocol}`);
  if (url.username || url.password) throw refused('Credentials in the URL are not allowed; send them as headers.');
  return url;
}

/**
 * Resolves like dns.lookup but fails when any address is blocked. Used as the socket's lookup,
 * so the address checked is the address connected to (no second resolution to rebind).
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((entry) => isBlockedAddress(entry.address));
    if (bad) return callback(refused(`${hostname} resolves to ${bad.address}, a private or local address.`), '', 0);
    if (options.all) return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
    callback(null, first.address, first.family);
  });
};

async function encodeBody(request: OutboundRequest, headers: Record<string, string>): Promise<Buffer | null> {
  const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  if (!request.body || request.method === 'GET') return null;
  if (request.body.type === 'form_data') {
    const form = new FormData();
    for (const field of request.body.fields) form.append(field.key, field.value);
    // The fetch Request encodes multipart with a boundary and tells us the matching content type.
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    return Buffer.from(await encoded.arrayBuffer());
  }
  if (request.body.type === 'urlencoded' && !has('content-type')) headers['content-type'] = 'application/x-www-form-urlencoded';
  return Buffer.from(request.body.text, 'utf8');
}

function flattenHeaders(raw: http.IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * Node throws on a header name that is not an HTTP token or a value with a line break or a
 * character past U+00FF; a designer's header (or one filled from a variable) gets a refusal
 * naming it instead of a 500.
 */
function refuseUnsendableHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    try {
      http.validateHeaderName(name);
    } catch {
      throw refused(`"${name.slice(0, 100)}" is not a valid HTTP header name.`);
    }
    try {
      http.validateHeaderValue(name, value);
    } catch {
      throw refused(`The value of header "${name.slice(0, 100)}" has a line break or a character a header cannot carry.`);
    }
  }
}

/**
 * Makes one HTTP(S) call for a bot: only http/https, no private or local destinations unless
 * allow-listed, a timeout and a size cap. Redirects are returned, not followed, because a redirect
 * could point inside the network. Throws `OutboundError` (a 4xx `ApiError`).
 */
export async function outboundFetch(request: OutboundRequest, options: OutboundOptions = outboundOptionsFromEnv()): Promise<OutboundResponse> {
  const url = parseTarget(request.url);
  const allowed = options.allow.has(hostKey(url));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && isIP(literal) && isBlockedAddress(literal)) throw refused(`${literal} is a private or local address.`);

  const headers = { ...request.headers };
  refuseUnsendableHeaders(headers);
  const body = await encodeBody(request, headers);
  const timeoutMs = Math.min(request.timeoutMs ?? options.timeoutMs, options.timeoutMs);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const started = performance.now();

  return new Promise<OutboundResponse>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (error instanceof OutboundError) return reject(error);
      if (timeout.aborted) return reject(new OutboundError('outboundTimeout', `No answer from ${url.host} within ${timeoutMs} ms.`));
      const reason = error instanceof Error ? error.message : String(error);
      reject(new OutboundError('outboundUnreachable', `The call to ${url.host} failed: ${reason}`));
    };
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(url, { method: request.method, headers, signal, ...(allowed ? {} : { lookup: checkedLookup }) }, (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const finish = () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: flattenHeaders(incoming.headers),
          body: Buffer.concat(chunks).toString('utf8'),
          truncated,
          durationMs: Math.round(performance.now() - started),
        });
      incoming.on('data', (chunk: Buffer) => {
        const room = options.maxBytes - size;
        if (chunk.length >= room) {
          chunks.push(chunk.subarray(0, room));
          size = options.maxBytes;
          truncated = chunk.length > room || truncated;
          if (truncated) {
            incoming.destroy();
            finish();
          }
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      incoming.on('end', finish);
      incoming.on('error', fail);
    });
    outgoing.on('error', fail);
    outgoing.end(body ?? undefined);
  });
}
