import type { FlowDocument } from '../model/flow-schema';
import type { Fetcher } from '@/canvas/kernel';
import type { RuntimeDeps } from './runtime-deps';
import { createSandboxApps, createSandboxPayments } from './sandbox-adapters';

/** A fixed clock for reproducible runs: 2025-01-15 10:00 UTC. */
export const SANDBOX_NOW = Date.UTC(2025, 0, 15, 10, 0, 0);

/** The sandbox has no network: API nodes take their failure branch unless a fetcher is given. */
const offlineFetcher: Fetcher = (request) => Promise.reject(new Error(`sandbox: no network for ${request.method} ${request.url}`));

/**
 * Deps for the simulator and tests: sandbox payments and apps, a fixed clock, the bot's other
 * flows from a list, and an offline fetcher unless one is given.
 * @example const deps = createSandboxDeps({ flows: [billingFlow], fetcher: sampleFetcher });
 */
export function createSandboxDeps(options: Partial<Omit<RuntimeDeps, 'flows'>> & { flows?: readonly FlowDocument[] } = {}): RuntimeDeps {
  const { flows = [], ...rest } = options;
  return {
    fetcher: offlineFetcher,
    payments: createSandboxPayments(),
    apps: createSandboxApps(),
    now: () => SANDBOX_NOW,
    ...rest,
    flows: (flowId) => Promise.resolve(flows.find((flow) => flow.id === flowId) ?? null),
  };
}
