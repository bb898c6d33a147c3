import type { SmartMessagingFeature } from '@/api/contracts/smart-messaging';
import type { Queryable } from '../../platform/db/db';

/** Every WABA of the account with its Marketing Messages Lite state (spec §3: channel WABA, feature MMLITE), newest first. */
export async function mmLiteFeaturesOf(q: Queryable, esme: number): Promise<SmartMessagingFeature[]> {
  const rows = await q.query<{ id: string; name: string; mm_lite_onboarded_on: Date | string | null }>(
    'select id, name, mm_lite_onboarded_on from wabas where esme = $1 order by created_on desc, id',
    [esme],
  );
  return rows.map((row) => ({
    wabaId: row.id,
    name: row.name,
    channelId: 'WABA' as const,
    featureType: 'MMLITE' as const,
    enabled: row.mm_lite_onboarded_on !== null,
    enabledOn: row.mm_lite_onboarded_on === null ? null : new Date(row.mm_lite_onboarded_on).toISOString(),
  }));
}
