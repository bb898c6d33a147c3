import type { Queryable } from '../platform/db/db';
import { readCounters } from '../messaging/campaigns/recipient-moves';

/** A campaign's counters as a report reads them (folded rows and deltas added), statuses at zero left out. */
export async function nonZeroCounters(db: Queryable, campaignId: string): Promise<Record<string, number>> {
  const counts = (await readCounters(db, [campaignId])).get(campaignId) ?? {};
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count !== 0).sort(([a], [b]) => a.localeCompare(b)));
}
