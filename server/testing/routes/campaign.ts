import { randomUUID } from 'node:crypto';
import { chunkColumnsOf, type audienceCompleteResult, type CampaignDraftInput } from '@/api/contracts/campaigns';
import type { z } from 'zod';
import { demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../api-client';
import { WHATSAPP_CAMPAIGN_BASE } from '../../campaigns/routes/campaign-paths';

export const CAMPAIGNS = `${WHATSAPP_CAMPAIGN_BASE}/campaigns`;

type AudienceCompleteResult = z.infer<typeof audienceCompleteResult>;

const demoOf = (esme: number) => {
  const demo = demoMessaging.find((entry) => entry.esme === esme);
  if (!demo) throw new Error(`no demo messaging for ${esme}`);
  return demo;
};

export const senderOf = (esme: number) => demoOf(esme).numbers[0]?.id ?? '';

/** The `sno` of a seeded template of the sender's WABA (the account's first number by default), found through the API as the form does. */
export async function templateSno(api: ApiClient, name: string, senderId?: string): Promise<number> {
  const result = await api.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`, senderId ? { query: { senderId } } : undefined);
  const template = result.json.templates.find((row: { name: string }) => row.name === name);
  if (!template) throw new Error(`no template ${name}: ${JSON.stringify(result.json)}`);
  return template.sno as number;
}

/** A valid draft for the account: the `payment_received` template needs no variables. */
export async function draftFor(api: ApiClient, esme: number, overrides: Partial<CampaignDraftInput> = {}): Promise<CampaignDraftInput> {
  return { name: 'Spring payments', senderId: senderOf(esme), templateSno: await templateSno(api, 'payment_received', senderOf(esme)), audience: { kind: 'UPLOAD_FILE' }, ...overrides };
}

export const phones = (count: number, start = 0) => Array.from({ length: count }, (_, index) => `+9198${String(10_000_000 + start + index).padStart(8, '0')}`);

/** Uploads rows in chunks of `chunkSize` and completes the import; answers the completion. */
export async function uploadAudience(api: ApiClient, id: string, rows: { phone: string; variables?: Record<string, string> }[], chunkSize = 1000) {
  const importId = randomUUID();
  let chunkIndex = 0;
  for (let at = 0; at < rows.length; at += chunkSize, chunkIndex += 1) {
    const chunk = await api.call('POST', `${CAMPAIGNS}/${id}/audience/chunks`, { body: { importId, chunkIndex, ...chunkColumnsOf(rows.slice(at, at + chunkSize)) } });
    if (chunk.status !== 200) throw new Error(`chunk refused: ${JSON.stringify(chunk.json)}`);
  }
  const complete = await api.call('POST', `${CAMPAIGNS}/${id}/audience/complete`, { body: { importId, chunkCount: chunkIndex } });
  if (complete.status !== 200) throw new Error(`import not completed: ${JSON.stringify(complete.json)}`);
  return complete.json as AudienceCompleteResult;
}

/** A DRAFT with an uploaded audience of `count` numbers; answers its id. */
export async function draftWithAudience(api: ApiClient, esme: number, count = 3, overrides: Partial<CampaignDraftInput> = {}): Promise<string> {
  const created = await api.call('POST', CAMPAIGNS, { body: await draftFor(api, esme, overrides) });
  if (created.status !== 200) throw new Error(`campaign not created: ${JSON.stringify(created.json)}`);
  await uploadAudience(api, created.json.id, phones(count).map((phone) => ({ phone })));
  return created.json.id as string;
}

/** Posts an action; submit keeps the draft's schedule unless a body says otherwise. */
export const action = (api: ApiClient, id: string, name: string, body: unknown = name === 'submit' ? { schedule: null } : undefined) =>
  api.call('POST', `${CAMPAIGNS}/${id}/${name}`, { body });
