import type { ContactListSummary } from '@/api/contracts/tables';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { findOwnList, type ListSource } from '../contact-lists-repo';
import { iso } from '../table-dates';

export const NO_SUCH_LIST = 'No such contact list.';

/** One list of the account, or the 404 the routes answer for a list it does not have. */
export async function ownList(q: Queryable, esme: number, id: string): Promise<ListSource> {
  const list = await findOwnList(q, esme, id);
  if (!list) throw notFound(NO_SUCH_LIST);
  return list;
}

/** A stored list as the contract shows it. */
export const presentList = (row: ListSource): ContactListSummary => ({
  id: row.id,
  name: row.name,
  columns: row.columns,
  rows: row.rows,
  createdBy: row.created_by,
  createdOn: iso(row.created_on),
  updatedOn: iso(row.updated_on),
});
