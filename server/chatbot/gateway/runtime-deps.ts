import { createSandboxApps, createSandboxPayments, type FlowDocument, type Fetcher, type RuntimeDeps } from '@/canvas/engine';
import { outboundFetch } from './outbound-proxy';

/** API nodes call out through the outbound proxy; its refusals and timeouts make the node take `failure`. */
export const outboundFetcher: Fetcher = async (request) => {
  const response = await outboundFetch({ method: request.method, url: request.url, headers: request.headers, body: request.body, timeoutMs: request.timeoutMs, signal: request.signal });
  return { status: response.status, headers: response.headers, body: response.body };
};

/**
 * Payments and apps are the engine's sandbox twins (they say `sandbox: true`): no provider is
 * connected yet. One instance per process, because a payment created in one turn is checked in a later one.
 */
const sandboxPayments = createSandboxPayments();
const sandboxApps = createSandboxApps();

/** Deps for one gateway turn: other flows come from the bot's published versions only. */
export function gatewayDeps(published: ReadonlyMap<string, FlowDocument>, now: () => Date): RuntimeDeps {
  return {
    fetcher: outboundFetcher,
    payments: sandboxPayments,
    apps: sandboxApps,
    now: () => now().getTime(),
    flows: (flowId) => Promise.resolve(published.get(flowId) ?? null),
  };
}
