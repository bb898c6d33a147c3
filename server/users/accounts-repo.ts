import type { Queryable } from '../platform/db/db';
import type { AccountRow } from './rows';

export async function findAccount(q: Queryable, esme: number): Promise<AccountRow | undefined> {
  const [row] = await q.query<AccountRow>('select * from accounts where esme = $1', [esme]);
  return row;
}
