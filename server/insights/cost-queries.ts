import type { Queryable } from '../platform/db/db';
import { splitPeriod } from './period-split';

/** What billable messages came to, per campaign, category and country: a few rows per campaign. */
export interface CostRow {
  campaignId: string;
  category: string;
  country: string;
  messages: number;
  amount: number;
}

type Row = { campaign_id: string; category: string; country: string; messages: string; amount: string };

/**
 * The charges of the campaigns in scope (`$1` esme, `$2`…`$5` the filters as in insights-queries.ts)
 * over a period: whole UTC days from `billing_daily` (migration 027), the edges that cut a day from
 * `billing_charges` itself through its (esme, charged_at) index. Summed by the database.
 */
export async function costSums(q: Queryable, scopeParams: readonly unknown[], period: { from: string; to: string }): Promise<CostRow[]> {
  const split = splitPeriod(period.from, period.to);
  const [[edgeFrom, edgeTo], [tailFrom, tailTo]] = split.edges;
  const rows = await q.query<Row>(
    `with sums as (
       select d.campaign_id, d.category, d.country, sum(d.messages) as messages, sum(d.amount) as amount from billing_daily d
       where d.esme = $1 and ($2::text is null or d.channel = $2) and ($3::text is null or d.sender_id = $3)
         and ($4::bigint is null or d.template_sno = $4) and ($5::uuid is null or d.campaign_id = $5)
         and d.day >= $6::date and d.day < $7::date
       group by 1, 2, 3
       union all
       select b.campaign_id, b.category, b.country, count(*), sum(b.amount) from billing_charges b join campaigns c on c.id = b.campaign_id
       where b.esme = $1 and ((b.charged_at >= $8 and b.charged_at < $9) or (b.charged_at >= $10 and b.charged_at < $11))
         and ($2::text is null or c.channel = $2) and ($3::text is null or c.sender_id = $3)
         and ($4::bigint is null or c.template_sno = $4) and ($5::uuid is null or c.id = $5)
       group by 1, 2, 3
     )
     select campaign_id, category, country, sum(messages)::bigint::text as messages, sum(amount)::text as amount from sums group by 1, 2, 3`,
    [...scopeParams, split.fromDay, split.toDay, edgeFrom, edgeTo, tailFrom, tailTo],
  );
  return rows.map((row) => ({ campaignId: row.campaign_id, category: row.category, country: row.country, messages: Number(row.messages), amount: Number(row.amount) }));
}
