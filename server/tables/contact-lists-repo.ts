import { randomUUID } from 'node:crypto';
import type { AddContactRowsRequest, CreateContactListRequest } from '@/api/contracts/tables';
import type { Queryable } from '../platform/db/db';
import { offsetOf, orderBy, type TablePage } from './table-paging';
import type { Caller } from '../platform/access/caller';

export interface ListSource {
  id: string;
  name: string;
  columns: string[];
  rows: number;
  created_by: string;
  created_on: Date;
  updated_on: Date;
}

/** Lists with their row counts, as a derived table `l` the page's search and sort apply to. */
export const LISTS_FROM = `from (select l.id, l.esme, l.name, l.columns, l.created_by, l.created_on, l.updated_on,
  (select count(*)::int from contact_list_rows r where r.list_id = l.id) as rows from contact_lists l) l`;

/** A list's rows (`$1`) matching a search (`$2`) in the number or in any cell's value, not in the column titles. */
export const ROW_WHERE = `from contact_list_rows r where r.list_id = $1
  and ($2 = '' or strpos(r.phone, $2) > 0 or exists (select 1 from jsonb_each_text(r.cells) c where strpos(lower(c.value), lower($2)) > 0))`;

const LIST_SORT = { name: 'lower(l.name)', rows: 'l.rows', createdOn: 'l.created_on' };
const LIST_WHERE = `where l.esme = $1 and ($2 = '' or strpos(lower(l.name), lower($2)) > 0)`;

export interface ContactRow {
  phone: string;
  cells: Record<string, string>;
}

/** One list of the account, or null: another account's list is as missing as one that never was. */
export async function findOwnList(q: Queryable, esme: number, id: string, lock = false): Promise<ListSource | null> {
  if (lock) {
    const [locked] = await q.query('select 1 from contact_lists where id = $1 and esme = $2 for update', [id, esme]);
    if (!locked) return null;
  }
  const [row] = await q.query<ListSource>(`select * ${LISTS_FROM} where l.id = $1 and l.esme = $2`, [id, esme]);
  return row ?? null;
}

/** The new list, or 'name-taken' when another list of the account has the name. */
export async function createList(tx: Queryable, caller: Caller, input: CreateContactListRequest, now: Date): Promise<ListSource | 'name-taken'> {
  const [taken] = await tx.query('select 1 from contact_lists where esme = $1 and name = $2', [caller.esme, input.name]);
  if (taken) return 'name-taken';
  const id = randomUUID();
  await tx.query('insert into contact_lists (id, esme, name, columns, created_by, created_on, updated_on) values ($1, $2, $3, $4, $5, $6, $6)', [
    id,
    caller.esme,
    input.name,
    input.columns ?? [],
    caller.username,
    now,
  ]);
  const created = await findOwnList(tx, caller.esme, id);
  if (!created) throw new Error(`The list ${id} inserted in this transaction was not found.`);
  return created;
}

/** Adds a chunk of rows; only the list's columns are kept, and a phone already in the list keeps its first row. Null when the account has no such list. */
export async function addRows(tx: Queryable, esme: number, id: string, rows: Required<AddContactRowsRequest>['rows'], now: Date) {
  const list = await findOwnList(tx, esme, id, true);
  if (!list) return null;
  const byPhone = new Map<string, Record<string, string>>();
  for (const row of rows) {
    if (byPhone.has(row.phone)) continue;
    byPhone.set(row.phone, Object.fromEntries(list.columns.map((column) => [column, row.cells?.[column] ?? ''])));
  }
  const added = await tx.query(
    `insert into contact_list_rows (list_id, phone, cells) select $1, phone, cells::jsonb from unnest($2::text[], $3::text[]) as t (phone, cells)
     on conflict (list_id, phone) do nothing returning phone`,
    [id, [...byPhone.keys()], [...byPhone.values()].map((cells) => JSON.stringify(cells))],
  );
  await tx.query('update contact_lists set updated_on = $2 where id = $1', [id, now]);
  return { added: added.length, duplicates: rows.length - added.length, rows: list.rows + added.length };
}

/** One page of the account's lists (name search) and how many match in all. */
export async function listContactLists(q: Queryable, esme: number, page: TablePage): Promise<{ rows: ListSource[]; total: number }> {
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n ${LISTS_FROM} ${LIST_WHERE}`, [esme, page.search]);
  const rows = await q.query<ListSource>(
    `select * ${LISTS_FROM} ${LIST_WHERE} ${orderBy(LIST_SORT, page.sortKey, page.reverse, 'l.id')} limit $3 offset $4`,
    [esme, page.search, page.pageSize, offsetOf(page)],
  );
  return { rows, total: count?.n ?? 0 };
}

/** One page of a list's rows by number (ROW_WHERE's search) and how many match in all. */
export async function listContactRows(q: Queryable, id: string, page: TablePage): Promise<{ rows: ContactRow[]; total: number }> {
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n ${ROW_WHERE}`, [id, page.search]);
  const rows = await q.query<ContactRow>(
    `select r.phone, r.cells ${ROW_WHERE} ${orderBy({}, page.sortKey, page.reverse, 'r.phone')} limit $3 offset $4`,
    [id, page.search, page.pageSize, offsetOf(page)],
  );
  return { rows, total: count?.n ?? 0 };
}

/** Up to `limit` of a list's rows in number order after `after` (keyset: every page costs the same). */
export const listContactRowsAfter = (q: Queryable, id: string, after: string, limit: number) =>
  q.query<ContactRow>('select phone, cells from contact_list_rows where list_id = $1 and phone > $2 order by phone limit $3', [id, after, limit]);

/** Deletes the account's list and its rows; false when it has no such list. */
export async function deleteContactList(q: Queryable, esme: number, id: string): Promise<boolean> {
  const deleted = await q.query('delete from contact_lists where id = $1 and esme = $2 returning id', [id, esme]);
  return deleted.length > 0;
}
