import type { RecipientRow, RecipientStatus, VariableSource } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import { variablesFor } from './recipient-variables';

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
  skipped_at: Date | null;
  variables: Record<string, string>;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * One page in id order after `after`, using the (campaign, status, id) index or the primary key.
 * The report's rows and its export both read through here, so a file holds exactly what the page shows.
 */
export async function recipientsPage(
  q: Queryable,
  campaign: { id: string; variable_mapping: Record<string, VariableSource> },
  filter: { status?: RecipientStatus; after: number; limit: number },
): Promise<{ rows: RecipientRow[]; next: number | null }> {
  const rows = await q.query<RecipientSource>(
    `select id::text, phone, status, skip_reason, error_code, error_text, provider_message_id, sent_at, delivered_at, read_at, failed_at, skipped_at, variables
     from campaign_recipients r where campaign_id = $1 and ($2::text is null or status = $2) and r.id > $3
     -- r.id, not id: a bare name here would sort by the text column of the select list (1, 10, 100, 2…).
     order by r.id limit $4`,
    [campaign.id, filter.status ?? null, filter.after, filter.limit + 1],
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
    skippedAt: iso(row.skipped_at),
    variables: variablesFor(campaign.variable_mapping, row.variables),
  }));
  return { rows: page, next: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null };
}
