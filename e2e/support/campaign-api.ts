import type { APIRequestContext } from '@playwright/test';
import { portalSession } from './api-session';
import type { DemoLogin } from './console';

/** A demo user's session on the WhatsApp campaign API (`/api/campaign/whatsapp/…`), for steps a page of another helper will do. */
export interface CampaignApi {
  call: (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<{ status: number; json: Record<string, unknown> }>;
}

export async function campaignApi(request: APIRequestContext, who: DemoLogin): Promise<CampaignApi> {
  const session = await portalSession(request, who);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${session.token}`, session: session.session, 'X-XSRF-TOKEN': xsrf };
  return {
    call: async (method, path, data) => {
      const response = await request.fetch(`/api/campaign/whatsapp/${path}`, { method, headers, data });
      return { status: response.status(), json: (await response.json()) as Record<string, unknown> };
    },
  };
}

/** The one campaign of the account named `name` (names carry a run stamp in tests). */
export async function campaignNamed(api: CampaignApi, name: string): Promise<Record<string, unknown>> {
  const list = await api.call('GET', `campaigns?search=${encodeURIComponent(name)}`);
  const rows = list.json.rows as { id: string; name: string }[];
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no campaign named ${name}: ${JSON.stringify(list.json)}`);
  return (await api.call('GET', `campaigns/${row.id}`)).json;
}
