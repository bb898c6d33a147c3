import type { TransactionsQuery, TransactionsResponse } from '@/api/contracts/transactions';
import type { Queryable } from '../platform/db/db';
import { RATE_CARD_CURRENCY } from '@/api/rules/rate-card';

interface Group {
  key: string;
  category: string;
  messages: number;
  amount: string;
}

/** Charges of `$1` (account) from UTC day `$2` to `$3` inclusive, of sender `$4` or any; the export reads the same rows. */
export const chargesInRange = (table: string) =>
  `${table}.esme = $1 and ${table}.charged_at >= ($2::date)::timestamp at time zone 'UTC' and ${table}.charged_at < ($3::date + 1)::timestamp at time zone 'UTC' and ($4::text is null or ${table}.sender_id = $4)`;

const money = (value: string | number) => Math.round(Number(value) * 1_000_000) / 1_000_000;

/** The account's charges between two UTC days, grouped three ways in SQL. */
export async function transactionSummary(db: Queryable, esme: number, query: TransactionsQuery): Promise<TransactionsResponse> {
  const where = `where ${chargesInRange('billing_charges')}`;
  const params = [esme, query.from, query.to, query.senderId ?? null];
  const grouped = (key: string, order: string) =>
    db.query<Group>(`select ${key} as key, category, count(*)::integer as messages, sum(amount)::text as amount from billing_charges ${where} group by 1, 2 order by ${order}`, params);
  const [byDay, byCountry] = await Promise.all([
    grouped(`to_char(charged_at at time zone 'UTC', 'YYYY-MM-DD')`, '1, 2'),
    grouped('country', 'sum(amount) desc, 1, 2'),
  ]);
  const categories = new Map<string, { messages: number; amount: number }>();
  for (const row of byDay) {
    const sum = categories.get(row.category) ?? { messages: 0, amount: 0 };
    categories.set(row.category, { messages: sum.messages + row.messages, amount: sum.amount + Number(row.amount) });
  }
  const byCategory = [...categories.entries()].map(([category, sum]) => ({ category, messages: sum.messages, amount: money(sum.amount) })).sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
  return {
    currency: RATE_CARD_CURRENCY,
    from: query.from,
    to: query.to,
    total: { messages: byCategory.reduce((sum, row) => sum + row.messages, 0), amount: money(byCategory.reduce((sum, row) => sum + row.amount, 0)) },
    byCategory,
    byDay: byDay.map((row) => ({ day: row.key, category: row.category, messages: row.messages, amount: money(row.amount) })),
    byCountry: byCountry.map((row) => ({ country: row.key, category: row.category, messages: row.messages, amount: money(row.amount) })),
  };
}
