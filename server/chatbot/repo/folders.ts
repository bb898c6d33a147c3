import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import type { FolderRow } from './rows';

export function listFolders(q: Queryable, esme: number): Promise<FolderRow[]> {
  return q.query<FolderRow>('select * from bot_folders where esme = $1 order by lower(name), id', [esme]);
}

export async function findFolder(q: Queryable, esme: number, id: string): Promise<FolderRow | undefined> {
  const [row] = await q.query<FolderRow>('select * from bot_folders where esme = $1 and id = $2', [esme, id]);
  return row;
}

/** Whether another folder of the account already has this name (any case). */
export async function folderNameTaken(q: Queryable, esme: number, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await q.query('select 1 from bot_folders where esme = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [esme, name, exceptId]);
  return rows.length > 0;
}

export async function insertFolder(q: Queryable, esme: number, name: string, now: Date): Promise<FolderRow> {
  const [row] = await q.query<FolderRow>('insert into bot_folders (id, esme, name, created_on, updated_on) values ($1, $2, $3, $4, $4) returning *', [randomUUID(), esme, name, now]);
  return row!;
}

export async function renameFolder(q: Queryable, id: string, name: string, now: Date): Promise<FolderRow> {
  const [row] = await q.query<FolderRow>('update bot_folders set name = $2, updated_on = $3 where id = $1 returning *', [id, name, now]);
  return row!;
}

export async function deleteFolder(q: Queryable, id: string): Promise<void> {
  await q.query('delete from bot_folders where id = $1', [id]);
}
