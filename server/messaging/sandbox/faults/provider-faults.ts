import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * What a provider does wrong, as a test asks for it (issue #28). The first kind is answered before the
 * request is handled, so nothing happened at the provider; the other three happen after it was handled
 * (a message accepted, a template created), so the caller cannot know whether it did.
 */
export type ProviderFault =
  /** An error status with the provider's own error body, or with a proxy's HTML page (`html`); `retryAfterSeconds` adds the header. */
  | { kind: 'status'; status: number; retryAfterSeconds?: number; html?: boolean }
  /** Handled, then no answer at all until the caller gives up. */
  | { kind: 'hang' }
  /** Handled, then the connection is closed halfway through the answer. */
  | { kind: 'reset' }
  /** Handled, then answered 200 with a body that is not JSON. */
  | { kind: 'garbage' };

export interface FaultTarget {
  /** Requests whose method and path (`POST /v18.0/100000000000001/messages`) match; every request by default. */
  match?: RegExp;
  /** How many matching requests get the fault; 1 by default. */
  times?: number;
}

interface Planned {
  fault: ProviderFault;
  match: RegExp | undefined;
  left: number;
}

export interface ProviderFaults {
  /** Queues a fault for the next matching requests; faults queued earlier are used first. */
  inject(fault: ProviderFault, target?: FaultTarget): void;
  /** Drops every queued fault. */
  clear(): void;
  /** How many requests got a fault so far. */
  applied(): number;
}

type Bindings = { Bindings: Partial<HttpBindings> };

/** The error body the provider answers with for a status (Graph's envelope, Google's). */
export type ErrorBodyFor = (status: number) => object;

const proxyPage = (status: number) => `<html><head><title>${status}</title></head><body><h1>${status} Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>`;

/**
 * A sandbox's fault queue as Hono middleware in front of its routes, plus the handle tests drive it
 * with. `closed` ends any hanging answer when the sandbox closes.
 */
export function createProviderFaults(errorBodyFor: ErrorBodyFor, closed: AbortSignal): { faults: ProviderFaults; middleware: MiddlewareHandler<Bindings> } {
  const planned: Planned[] = [];
  let applied = 0;

  const take = (request: string): ProviderFault | null => {
    const at = planned.findIndex((plan) => !plan.match || plan.match.test(request));
    if (at < 0) return null;
    const plan = planned[at]!;
    plan.left -= 1;
    if (plan.left <= 0) planned.splice(at, 1);
    applied += 1;
    return plan.fault;
  };

  const middleware: MiddlewareHandler<Bindings> = async (c, next) => {
    const fault = take(`${c.req.method} ${c.req.path}`);
    if (!fault) return next();
    if (fault.kind === 'status') return answerStatus(c, fault, errorBodyFor);
    await next();
    if (fault.kind === 'garbage') {
      c.res = undefined;
      // Cut off as a proxy's truncated answer would be: the provider took the request, its answer is unreadable.
      c.res = new Response('{"result":{"id":"', { status: 200, headers: { 'content-type': 'application/json' } });
      return;
    }
    // The handler's answer is final by now: replaced, not merged into.
    const answered = fault.kind === 'reset' ? await resetMidAnswer(c) : await hangUntilGivenUp(c, closed);
    c.res = undefined;
    c.res = answered;
  };

  return {
    middleware,
    faults: {
      inject: (fault, target = {}) => {
        planned.push({ fault, match: target.match, left: target.times ?? 1 });
      },
      clear: () => {
        planned.length = 0;
      },
      applied: () => applied,
    },
  };
}

function answerStatus(c: Context<Bindings>, fault: Extract<ProviderFault, { kind: 'status' }>, errorBodyFor: ErrorBodyFor): Response {
  const headers: Record<string, string> = fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
  if (fault.html) return c.html(proxyPage(fault.status), fault.status as 502, headers);
  return c.json(errorBodyFor(fault.status), fault.status as 500, headers);
}

/** Writes the head and half the body the handler produced, then destroys the socket. */
async function resetMidAnswer(c: Context<Bindings>): Promise<Response> {
  const outgoing = c.env.outgoing;
  const body = Buffer.from(await c.res.text());
  if (!outgoing) throw new Error('the reset fault needs the Node server');
  outgoing.writeHead(c.res.status, { 'content-type': c.res.headers.get('content-type') ?? 'application/json', 'content-length': String(body.length) });
  outgoing.write(body.subarray(0, Math.floor(body.length / 2)));
  outgoing.socket?.destroy();
  return alreadySent();
}

/** Keeps the answer back until the caller gives up (its timeout) or the sandbox closes. */
async function hangUntilGivenUp(c: Context<Bindings>, closed: AbortSignal): Promise<Response> {
  const gaveUp = c.req.raw.signal;
  await new Promise<void>((resolve) => {
    if (gaveUp.aborted || closed.aborted) return resolve();
    gaveUp.addEventListener('abort', () => resolve(), { once: true });
    closed.addEventListener('abort', () => resolve(), { once: true });
  });
  c.env.outgoing?.socket?.destroy();
  return alreadySent();
}

/** Tells the Node server the answer was dealt with here; a fresh one, as the sandbox adds its header to it. */
const alreadySent = () => new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
