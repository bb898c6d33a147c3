import type { Queryable } from '../platform/db/db';
import type { ProfileRow } from './rows';

export async function findProfile(q: Queryable, id: string | null): Promise<ProfileRow | undefined> {
  if (!id) return undefined;
  const [row] = await q.query<ProfileRow>('select * from permission_profiles where id = $1', [id]);
  return row;
}
