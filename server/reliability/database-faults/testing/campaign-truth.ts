import { expect } from 'vitest';
import type { Queryable } from '../../../platform/db/db';
import type { OutboundMessage } from '../../../channel/channel';
import { nonZeroCounters } from '../../../testing/campaign-counters';

/** Forward order of a recipient's statuses; FAILED and SKIPPED are ends. */
export const STATUS_RANK: Record<string, number> = { PENDING: 0, SENDING: 1, SENT: 2, DELIVERED: 3, READ: 4, FAILED: 5, SKIPPED: 5 };

export interface CampaignTruth {
  state: string | undefined;
  /** Numbers the provider received more than once. */
  sentTwice: string[];
  /** SENT, DELIVERED or READ rows the provider did not receive exactly once. */
  reachedNotOnce: string[];
  /** FAILED rows without a code and a text saying why. */
  failedWithoutReason: string[];
  stillSending: number;
  /** Recipient rows counted by status. */
  byStatus: Record<string, number>;
  /** The campaign's counters (the report's funnel), zero rows left out. */
  counters: Record<string, number>;
}

/** What a caller can see of a campaign after faults: the rows, the counters, and what the provider received. */
export async function campaignTruth(db: Queryable, campaignId: string, received: readonly Pick<OutboundMessage, 'to'>[]): Promise<CampaignTruth> {
  const [campaign] = await db.query<{ state: string }>('select state from campaigns where id = $1', [campaignId]);
  const rows = await db.query<{ phone: string; status: string; error_code: string | null; error_text: string | null }>('select phone, status, error_code, error_text from campaign_recipients where campaign_id = $1', [campaignId]);
  const counters = await nonZeroCounters(db, campaignId);
  const times = new Map<string, number>();
  for (const message of received) times.set(message.to, (times.get(message.to) ?? 0) + 1);
  const byStatus: Record<string, number> = {};
  for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  return {
    state: campaign?.state,
    sentTwice: [...times].filter(([, count]) => count > 1).map(([phone]) => phone),
    reachedNotOnce: rows.filter((row) => ['SENT', 'DELIVERED', 'READ'].includes(row.status) && times.get(row.phone) !== 1).map((row) => row.phone),
    failedWithoutReason: rows.filter((row) => row.status === 'FAILED' && (!row.error_code || !row.error_text)).map((row) => row.phone),
    stillSending: byStatus.SENDING ?? 0,
    byStatus,
    counters,
  };
}

/** The invariants every fault must leave standing: finished, never twice, failures explained, nothing stuck, counters true. */
export function expectInvariantsHeld(truth: CampaignTruth) {
  expect(truth).toEqual({ state: 'COMPLETED', sentTwice: [], reachedNotOnce: [], failedWithoutReason: [], stillSending: 0, byStatus: truth.byStatus, counters: truth.byStatus });
}
