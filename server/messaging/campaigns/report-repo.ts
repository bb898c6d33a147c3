import type { RecipientRow, RecipientStatus } from '@/api/contracts/campaigns';
import type { Queryable } from '../../db/db';

export async function reasonCounts(q: Queryable, campaignId: string) {
  return q.query<{ status: 'FAILED' | 'SKIPPED'; code: string; text: string; count: string }>(
    'select status, code, text, count::text from campaign_reason_counters where campaign_id = $1 and count > 0 order by count desc, code',
    [campaignId],
  );
}

interface RecipientSource {
  id: string;
  phone: string;
  status: RecipientStatus;
  skip_reason: string | null;
  error_code: string | null;
  error_text: string | null;
  provider_message_id: string | null;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  failed_at: Date | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** One page in id order after `after`, using the (campaign, status, id) index or the primary key. */
export async function recipientsPage(q: Queryable, campaignId: string, filter: { status?: RecipientStatus; after: number; limit: number }): Promise<{ rows: RecipientRow[]; next: number | null }> {
  const rows = await q.query<RecipientSource>(
    `select id::text, phone, status, skip_reason, error_code, error_text, provider_message_id, sent_at, delivered_at, read_at, failed_at
     from campaign_recipients where campaign_id = $1 and ($2::text is null or status = $2) and id > $3 order by id limit $4`,
    [campaignId, filter.status ?? null, filter.after, filter.limit + 1],
  );
  const page = rows.slice(0, filter.limit).map((row) => ({
    id: Number(row.id),
    phone: row.phone,
    status: row.status,
    skipReason: row.skip_reason,
    errorCode: row.error_code,
    errorText: row.error_text,
    providerMessageId: row.provider_message_id,
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
    failedAt: iso(row.failed_at),
  }));
  return { rows: page, next: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
}
