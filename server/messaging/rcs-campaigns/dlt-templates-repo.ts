import type { DltTemplate } from '@/api/contracts/dlt-templates';
import type { Queryable } from '../../platform/db/db';

const COLUMNS = `id as "dltTemplateId", sender_id as "senderId", name, type, content`;

/** The DLT templates registered for the account's given SMS sender ids, by sender id and name. */
export function listDltTemplates(q: Queryable, esme: number, senderIds: readonly string[]): Promise<DltTemplate[]> {
  return q.query<DltTemplate>(`select ${COLUMNS} from dlt_templates where esme = $1 and sender_id = any($2::text[]) order by sender_id, name`, [esme, senderIds]);
}

export async function findDltTemplate(q: Queryable, esme: number, id: string): Promise<DltTemplate | undefined> {
  const [row] = await q.query<DltTemplate>(`select ${COLUMNS} from dlt_templates where esme = $1 and id = $2`, [esme, id]);
  return row;
}

/** Which of the names are not SMS sender ids of the account. */
export async function foreignSmsSenderIds(q: Queryable, esme: number, senderIds: readonly string[]): Promise<string[]> {
  const own = await q.query<{ id: string }>('select id from sms_sender_ids where esme = $1 and id = any($2::text[])', [esme, senderIds]);
  const owned = new Set(own.map((row) => row.id));
  return senderIds.filter((id) => !owned.has(id));
}
