import type { Endpoint } from '@/api/contracts/config';

/**
 * A path under the configured bot base (`/api/bot/` by default). Ids are encoded so a stray
 * character can never reach another route.
 * @example botEndpoint`flows/${flowId}/versions` // { service: 'bot', path: 'flows/…/versions' }
 */
export function botEndpoint(strings: TemplateStringsArray, ...ids: (string | number)[]): Endpoint {
  const path = strings.reduce((joined, part, index) => joined + part + (index < ids.length ? encodeURIComponent(String(ids[index])) : ''), '');
  return { service: 'bot', path };
}

/** Query keys of the area, in one place so mutations invalidate exactly what they change. */
export const chatbotKeys = {
  all: ['chatbot'] as const,
  folders: ['chatbot', 'folders'] as const,
  bots: ['chatbot', 'bots'] as const,
  flows: (botId: string) => ['chatbot', 'flows', botId] as const,
  flow: (flowId: string) => ['chatbot', 'flow', flowId] as const,
  versions: (flowId: string) => ['chatbot', 'flow', flowId, 'versions'] as const,
  dropoff: (flowId: string) => ['chatbot', 'flow', flowId, 'dropoff'] as const,
  version: (flowId: string, version: number) => ['chatbot', 'flow', flowId, 'versions', version] as const,
  gateway: (botId: string) => ['chatbot', 'gateway', botId] as const,
  intents: ['chatbot', 'intents'] as const,
  apps: ['chatbot', 'apps'] as const,
  enterpriseApis: ['chatbot', 'enterprise-apis'] as const,
  pwaProfiles: ['chatbot', 'pwa-profiles'] as const,
  enterpriseApi: (id: string) => ['chatbot', 'enterprise-apis', id] as const,
  chatReport: (query: object) => ['chatbot', 'chat-report', query] as const,
  conversation: (id: string) => ['chatbot', 'conversation', id] as const,
};
