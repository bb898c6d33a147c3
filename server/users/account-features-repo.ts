import type { Queryable } from '../platform/db/db';

export interface AccountFeatureRow {
  name: string;
  enabled: boolean;
  updated_on: Date;
}

/** The account's features it has set, by name. */
export async function accountFeatures(q: Queryable, esme: number): Promise<AccountFeatureRow[]> {
  return q.query<AccountFeatureRow>('select name, enabled, updated_on from account_features where esme = $1 order by name', [esme]);
}

/** One feature of the account: off when never set. */
export async function featureEnabled(q: Queryable, esme: number, name: string): Promise<boolean> {
  const [row] = await q.query<{ enabled: boolean }>('select enabled from account_features where esme = $1 and name = $2', [esme, name]);
  return row?.enabled ?? false;
}

export async function setAccountFeature(q: Queryable, change: { esme: number; name: string; enabled: boolean; at: Date; userId: string | null }): Promise<void> {
  await q.query(
    `insert into account_features (esme, name, enabled, updated_on, updated_by) values ($1, $2, $3, $4, $5)
     on conflict (esme, name) do update set enabled = excluded.enabled, updated_on = excluded.updated_on, updated_by = excluded.updated_by`,
    [change.esme, change.name, change.enabled, change.at, change.userId],
  );
}
