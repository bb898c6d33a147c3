import { expect, type APIRequestContext } from '@playwright/test';
import { SIGNUP_FLOW, type FlowDocument, type UserEvent } from '../../src/canvas/engine';
import { portalSession } from './api-session';
import type { DemoLogin } from './console';

/** A demo user's API session, for setting up what a test needs faster than through the screens. */
export interface ChatbotApi {
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => Promise<{ status: number; json: Record<string, unknown> }>;
}

export async function chatbotApi(request: APIRequestContext, who: DemoLogin): Promise<ChatbotApi> {
  const session = await portalSession(request, who);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${session.token}`, session: session.session, 'X-XSRF-TOKEN': xsrf };
  return {
    call: async (method, path, data) => {
      const response = await request.fetch(`/api/bot/${path}`, { method, headers, data });
      return { status: response.status(), json: (await response.json()) as Record<string, unknown> };
    },
  };
}

/** The sample sign-up flow with its API step pointed at the e2e loopback echo. */
function signupFlow(echoOrigin: string): FlowDocument {
  const doc = structuredClone(SIGNUP_FLOW);
  for (const node of doc.nodes) if (node.kind === 'API') node.data.url = `${echoOrigin}/v1/subscribers`;
  return doc;
}

/** A new bot whose entry flow is the published sign-up sample; answers the bot's id, gateway token and flow name. */
export async function publishedBot(api: ChatbotApi, name: string, echoOrigin: string): Promise<{ botId: string; token: string; flowName: string }> {
  const bot = await api.call('POST', 'bots', { name, channel: 'RCS' });
  expect(bot.status).toBe(200);
  const botId = bot.json.id as string;
  const flow = await api.call('POST', `bots/${botId}/flows`, { name: 'Sign-up' });
  const flowId = flow.json.id as string;
  const saved = await api.call('PUT', `flows/${flowId}`, { document: signupFlow(echoOrigin), baseVersion: flow.json.version ?? 1 });
  expect(saved.status).toBe(200);
  expect((await api.call('POST', `flows/${flowId}/publish`, { baseVersion: saved.json.version })).status).toBe(200);
  const gateway = await api.call('GET', `bots/${botId}/gateway`);
  return { botId, token: gateway.json.token as string, flowName: SIGNUP_FLOW.name };
}

/** Sends events of one conversation through the gateway, as a connector would. */
export async function converse(request: APIRequestContext, bot: { botId: string; token: string }, conversationId: string, events: UserEvent[]) {
  for (const event of events) {
    const response = await request.post(`/api/gateway/${bot.botId}/messages`, {
      headers: { authorization: `Bearer ${bot.token}` },
      data: { conversationId, event },
    });
    expect(response.status()).toBe(200);
  }
}
