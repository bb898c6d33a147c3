import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/db';
import type { UserRow } from './rows';

/** Usernames are unique without regard to case, and found the same way. */
export async function findUserByUsername(q: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>('select * from users where lower(username) = lower($1)', [username]);
  return row;
}

/** `esme` null searches every account (administrators); otherwise only that account. */
export async function findUserInScope(q: Queryable, id: string, esme: number | null): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>('select * from users where id = $1 and ($2::integer is null or esme = $2)', [id, esme]);
  return row;
}

export function listUsers(q: Queryable, esme: number | null): Promise<UserRow[]> {
  return q.query<UserRow>('select * from users where ($1::integer is null or esme = $1) order by created_on desc, username', [esme]);
}

export interface NewUser {
  esme: number;
  username: string;
  email: string;
  passwordHash: string | null;
  roleId: number;
  services: string;
  serviceNames: readonly string[];
  isLounge: boolean;
  profileId: string | null;
  active: boolean;
}

/** Inserts unless the username is taken (any case); returns undefined then. */
export async function insertUser(q: Queryable, user: NewUser, now: Date): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(
    `insert into users (id, esme, username, email, password_hash, role_id, services, service_names, is_lounge, profile_id, active, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $12)
     on conflict (lower(username)) do nothing
     returning *`,
    [randomUUID(), user.esme, user.username, user.email, user.passwordHash, user.roleId, user.services, JSON.stringify(user.serviceNames), user.isLounge, user.profileId, user.active, now],
  );
  return row;
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  await q.query('delete from users where id = $1', [id]);
}
