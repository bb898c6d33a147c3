import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { chunkColumnsOf } from '../../src/api/contracts/campaigns';
import { portalSession } from './api-session';
import type { DemoLogin } from './console';

const BASE = '/api/campaign/whatsapp';

/** A demo user's campaign API session, for preparing campaigns faster than through the send form. */
export interface CampaignApi {
  call: (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<{ status: number; json: Record<string, unknown> }>;
}

/** `base`: the WhatsApp campaign routes by default; the RCS routes of spec §7 sit under `/api/campaign`. */
export async function campaignApi(request: APIRequestContext, who: DemoLogin, base = BASE): Promise<CampaignApi> {
  const session = await portalSession(request, who);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${session.token}`, session: session.session, 'X-XSRF-TOKEN': xsrf };
  return {
    call: async (method, path, data) => {
      const response = await request.fetch(`${base}/${path}`, { method, headers, data });
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

/** `count` distinct numbers of the UAE plan, starting after `start`. */
export const uaePhones = (count: number, start: number) => Array.from({ length: count }, (_, i) => `+9715${String(10_000_000 + start + i).padStart(8, '0')}`);

/** A row of an uploaded audience: its number and the file's other columns by name. */
export interface AudienceRow {
  phone: string;
  variables?: Record<string, string>;
}

/**
 * A DRAFT of one of the account's senders (the first, or the one with `senderNumber`) and its WABA's
 * `payment_received` template (no variables), or `content`'s template and values, with an uploaded
 * audience (numbers, or rows with their columns); answers its id.
 */
export async function draftCampaign(api: CampaignApi, name: string, audience: (string | AudienceRow)[], senderNumber?: string, content?: { template: string; variableMapping: Record<string, unknown> }): Promise<string> {
  const senders = (await api.call('GET', 'senders')).json.senders as { id: string; displayNumber: string }[];
  const sender = senderNumber ? senders.find((entry) => entry.displayNumber === senderNumber) : senders[0];
  const templates = (await api.call('GET', `templates/approved?senderId=${sender?.id}`)).json.templates as { name: string; sno: number }[];
  const template = templates.find((entry) => entry.name === (content?.template ?? 'payment_received'));
  const created = await api.call('POST', 'campaigns', { name, senderId: sender?.id, templateSno: template?.sno, audience: { kind: 'UPLOAD_FILE' }, ...(content ? { variableMapping: content.variableMapping } : {}) });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const id = created.json.id as string;
  const importId = randomUUID();
  let chunkIndex = 0;
  const rows = audience.map((row) => (typeof row === 'string' ? { phone: row } : row));
  for (let at = 0; at < rows.length; at += 1000, chunkIndex += 1) {
    const chunk = await api.call('POST', `campaigns/${id}/audience/chunks`, { importId, chunkIndex, ...chunkColumnsOf(rows.slice(at, at + 1000)) });
    expect(chunk.status).toBe(200);
  }
  expect((await api.call('POST', `campaigns/${id}/audience/complete`, { importId, chunkCount: chunkIndex })).status).toBe(200);
  return id;
}
