import { randomUUID } from 'node:crypto';
import { chunkColumnsOf } from '@/api/contracts/campaigns';
import { RCS_CAMPAIGNS_PATH } from '@/api/contracts/rcs-campaigns';
import type { Db } from '../../platform/db/db';
import type { ApiClient } from '../api-client';

export const RCS = `${RCS_CAMPAIGNS_PATH}/rcs`;
export const ACME = 1001;
export const ACME_AGENT = 'acme_retail_agent';

/** A seeded template of the agent (demo-rcs.ts), as the form's template list names it. */
export async function seededTemplate(db: Db, name = 'weekend_offer', agent = ACME_AGENT): Promise<{ templateId: number; templateName: string }> {
  const [row] = await db.query<{ id: string }>('select id::text from rcs_templates where sender_id = $1 and name = $2', [agent, name]);
  if (!row) throw new Error(`no template ${name} of ${agent}`);
  return { templateId: Number(row.id), templateName: name };
}

/** Uploads rows through `fileUpload` in chunks; answers the fileId and chunk count a save names. */
export async function uploadFile(api: ApiClient, rows: { phone: string; variables?: Record<string, string> }[], chunkSize = 1000, esmeaddr = ACME) {
  const fileId = randomUUID();
  let chunkIndex = 0;
  for (let at = 0; at < rows.length; at += chunkSize, chunkIndex += 1) {
    const chunk = await api.call('POST', `${RCS_CAMPAIGNS_PATH}/fileUpload`, { body: { esmeaddr, fileId, chunkIndex, ...chunkColumnsOf(rows.slice(at, at + chunkSize)) } });
    if (chunk.status !== 200) throw new Error(`chunk refused: ${JSON.stringify(chunk.json)}`);
  }
  return { fileId, chunkCount: chunkIndex };
}

export const numbers = (count: number, start = 0) => Array.from({ length: count }, (_, index) => `+9197${String(10_000_000 + start + index).padStart(8, '0')}`);
