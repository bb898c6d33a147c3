import { randomUUID } from 'node:crypto';
import type { ExclusionGroupSummary } from '@/api/contracts/rcs-campaigns';
import type { Queryable } from '../../platform/db/db';
import { ApiError, notFound } from '../../platform/api-error';

/**
 * Exclusion groups of an account: lists of numbers (E.164) that every RCS campaign naming the group
 * leaves out of its audience. A group is filled a chunk of numbers at a time.
 */

interface GroupSource {
  id: string;
  name: string;
  numbers: number;
  created_on: Date;
  updated_on: Date;
}

const present = (row: GroupSource): ExclusionGroupSummary => ({
  id: row.id,
  name: row.name,
  numbers: row.numbers,
  createdOn: new Date(row.created_on).toISOString(),
  updatedOn: new Date(row.updated_on).toISOString(),
});

const SELECT = `select g.id, g.name, g.created_on, g.updated_on, (select count(*)::int from exclusion_group_numbers n where n.group_id = g.id) as numbers from exclusion_groups g`;

export const listExclusionGroups = async (q: Queryable, esme: number) => (await q.query<GroupSource>(`${SELECT} where g.esme = $1 order by g.name`, [esme])).map(present);

async function ownGroup(q: Queryable, esme: number, id: string, lock = false) {
  const [row] = await q.query<{ id: string }>(`select id from exclusion_groups where id = $1 and esme = $2${lock ? ' for update' : ''}`, [id, esme]);
  if (!row) throw notFound('No such exclusion group.');
  return row;
}

/** Creates a group, or renames one and adds numbers to it. */
export async function saveExclusionGroup(tx: Queryable, esme: number, input: { groupId?: string; name: string; numbers: string[] }, now: Date): Promise<ExclusionGroupSummary> {
  const [taken] = await tx.query<{ id: string }>('select id from exclusion_groups where esme = $1 and name = $2', [esme, input.name]);
  if (taken && taken.id !== input.groupId) throw new ApiError('nameTaken', 'Another exclusion group has this name.', { name: 'Already used by another group' });
  let id = input.groupId;
  if (id) {
    await ownGroup(tx, esme, id, true);
    await tx.query('update exclusion_groups set name = $2, updated_on = $3 where id = $1', [id, input.name, now]);
  } else {
    id = randomUUID();
    await tx.query('insert into exclusion_groups (id, esme, name, created_on, updated_on) values ($1, $2, $3, $4, $4)', [id, esme, input.name, now]);
  }
  if (input.numbers.length) {
    await tx.query('insert into exclusion_group_numbers (group_id, phone) select $1, unnest($2::text[]) on conflict do nothing', [id, input.numbers]);
  }
  const [row] = await tx.query<GroupSource>(`${SELECT} where g.id = $1`, [id]);
  if (!row) throw notFound('No such exclusion group.');
  return present(row);
}

export async function groupNumbers(q: Queryable, esme: number, id: string, after: string, limit: number) {
  await ownGroup(q, esme, id);
  const rows = await q.query<{ phone: string }>('select phone from exclusion_group_numbers where group_id = $1 and phone > $2 order by phone limit $3', [id, after, limit + 1]);
  const numbers = rows.slice(0, limit).map((row) => row.phone);
  return { numbers, next: rows.length > limit ? (numbers.at(-1) ?? null) : null };
}

/** A group a scheduled campaign still names cannot go: the campaign would send to its numbers. */
export async function deleteExclusionGroup(tx: Queryable, esme: number, id: string): Promise<void> {
  await ownGroup(tx, esme, id, true);
  const [used] = await tx.query<{ name: string }>(
    `select c.name from campaign_exclusion_groups ce join campaigns c on c.id = ce.campaign_id where ce.group_id = $1 and c.state in ('DRAFT', 'SCHEDULED') limit 1`,
    [id],
  );
  if (used) throw new ApiError('campaignStateConflict', `The campaign "${used.name}" still leaves out this group's numbers; take the group off it first.`);
  await tx.query('delete from exclusion_groups where id = $1', [id]);
}
