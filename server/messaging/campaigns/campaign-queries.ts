import type { CampaignState } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import type { CampaignListSource } from './present';

const LIST_SELECT = `select c.*, s.display_number, t.name as template_name, t.language as template_language
  from campaigns c left join sender_numbers s on s.id = c.sender_id left join whatsapp_templates t on t.sno = c.template_sno`;

export async function findCampaignSource(q: Queryable, esme: number, id: string): Promise<CampaignListSource | undefined> {
  const [row] = await q.query<CampaignListSource>(`${LIST_SELECT} where c.id = $1 and c.esme = $2 and c.channel = 'whatsapp'`, [id, esme]);
  return row;
}

export interface ListFilter {
  states: CampaignState[];
  search?: string;
  /** Created at or after `from` and before `to`. */
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

export async function listCampaigns(q: Queryable, esme: number, filter: ListFilter): Promise<{ rows: CampaignListSource[]; total: number }> {
  const where = `c.esme = $1 and c.channel = 'whatsapp' and (cardinality($2::text[]) = 0 or c.state = any($2::text[])) and ($3::text is null or c.name ilike '%' || $3 || '%')
    and ($4::timestamptz is null or c.created_on >= $4) and ($5::timestamptz is null or c.created_on < $5)`;
  const params = [esme, filter.states, filter.search?.trim() || null, filter.from ?? null, filter.to ?? null];
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from campaigns c where ${where}`, params);
  const rows = await q.query<CampaignListSource>(`${LIST_SELECT} where ${where} order by c.created_on desc, c.id limit $6 offset $7`, [...params, filter.pageSize, (filter.page - 1) * filter.pageSize]);
  return { rows, total: count?.n ?? 0 };
}
