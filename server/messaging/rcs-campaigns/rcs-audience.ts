import type { FileUploadRequest } from '@/api/contracts/rcs-campaigns';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { stageRows } from '../campaigns/audience-import';
import { addToCounter } from '../campaigns/recipient-moves';

/**
 * Spec §7 `fileUpload`: the valid rows of an audience file arrive in chunks before the campaign is
 * saved. They are staged in the campaign core's import tables under the file's id, owned by the
 * account; the save then completes the import (audience-import.ts) so the rows become recipients at once.
 */
export async function stageFileChunk(tx: Queryable, esme: number, chunk: FileUploadRequest, now: Date) {
  await tx.query('insert into rcs_file_uploads (id, esme, created_on) values ($1, $2, $3) on conflict (id) do nothing', [chunk.fileId, esme, now]);
  const [owner] = await tx.query<{ esme: number }>('select esme from rcs_file_uploads where id = $1 for update', [chunk.fileId]);
  // Another account's file id is as unknown as a made-up one.
  if (owner?.esme !== esme) throw notFound('No such file.');
  return { fileId: chunk.fileId, chunkIndex: chunk.chunkIndex, ...(await stageRows(tx, chunk.fileId, chunk.chunkIndex, chunk)) };
}

export async function fileOwnedBy(q: Queryable, esme: number, fileId: string): Promise<boolean> {
  const [row] = await q.query('select 1 from rcs_file_uploads where id = $1 and esme = $2', [fileId, esme]);
  return Boolean(row);
}

/**
 * Takes the numbers of the campaign's exclusion groups out of its PENDING recipients (at save, so the
 * lists show the real audience, and again at start, for numbers added to a group meanwhile).
 */
export async function removeExcluded(tx: Queryable, campaignId: string): Promise<number> {
  const [removed] = await tx.query<{ n: number }>(
    `with gone as (
       delete from campaign_recipients r where r.campaign_id = $1 and r.status = 'PENDING' and exists (
         select 1 from campaign_exclusion_groups ce join exclusion_group_numbers n on n.group_id = ce.group_id where ce.campaign_id = $1 and n.phone = r.phone)
       returning 1
     ) select count(*)::int as n from gone`,
    [campaignId],
  );
  const count = removed?.n ?? 0;
  await addToCounter(tx, campaignId, 'PENDING', -count);
  return count;
}

/** How far back a campaign without a file looks for its agent's active users. */
export const ACTIVE_USER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The agent's active users: who wrote to it in the last `days` days (spec §3 `botId`). */
export const ACTIVE_USERS_SQL = `select distinct from_phone as phone from inbound_messages where esme = $2 and at > $4 and sender_id = $5`;

/**
 * How many active users a campaign without a file would reach if it started now, less its exclusion
 * groups: ACTIVE_USERS_SQL counted. Opt-outs are not taken off, as for a file: the send skips them.
 */
export async function countActiveUsers(q: Queryable, esme: number, botId: string, groupIds: readonly string[], now: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `select count(distinct i.from_phone)::int as n from inbound_messages i
     where i.esme = $1 and i.at > $2 and i.sender_id = $3 and not exists (
       select 1 from exclusion_group_numbers n join exclusion_groups g on g.id = n.group_id where g.esme = $1 and g.id = any($4::uuid[]) and n.phone = i.from_phone)`,
    [esme, new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS), botId, groupIds],
  );
  return row?.n ?? 0;
}
