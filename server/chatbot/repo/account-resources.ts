import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/db';
import type { AppRow, EnterpriseApiRow, IntentRow, PwaProfileRow } from './rows';

type Stamped = { id: string; esme: number; name: string; created_on: Date; updated_on: Date };
/** The columns a request sets: everything but the id, the account and the times. */
export type ResourceValues<Row extends Stamped> = Omit<Row, keyof Stamped> & { name: string };

/**
 * CRUD over one account-scoped table whose rows have a name unique per account. Table and column
 * names come from the definitions below, never from a request.
 */
export interface AccountResourceRepo<Row extends Stamped> {
  list(q: Queryable, esme: number): Promise<Row[]>;
  find(q: Queryable, esme: number, id: string): Promise<Row | undefined>;
  nameTaken(q: Queryable, esme: number, name: string, exceptId: string | null): Promise<boolean>;
  insert(q: Queryable, esme: number, values: ResourceValues<Row>, now: Date): Promise<Row>;
  update(q: Queryable, id: string, values: ResourceValues<Row>, now: Date): Promise<Row>;
  remove(q: Queryable, id: string): Promise<void>;
}

function accountResourceRepo<Row extends Stamped>(table: string, columns: readonly (keyof ResourceValues<Row> & string)[], jsonColumns: readonly string[]): AccountResourceRepo<Row> {
  const cast = (column: string, index: number) => `$${index}${jsonColumns.includes(column) ? '::jsonb' : ''}`;
  const encode = (values: ResourceValues<Row>) =>
    columns.map((column) => (jsonColumns.includes(column) ? JSON.stringify(values[column]) : values[column]));
  return {
    list: (q, esme) => q.query<Row>(`select * from ${table} where esme = $1 order by lower(name), id`, [esme]),
    async find(q, esme, id) {
      const [row] = await q.query<Row>(`select * from ${table} where esme = $1 and id = $2`, [esme, id]);
      return row;
    },
    async nameTaken(q, esme, name, exceptId) {
      const rows = await q.query(`select 1 from ${table} where esme = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)`, [esme, name, exceptId]);
      return rows.length > 0;
    },
    async insert(q, esme, values, now) {
      const placeholders = columns.map((column, index) => cast(column, index + 4));
      const [row] = await q.query<Row>(
        `insert into ${table} (id, esme, created_on, updated_on, ${columns.join(', ')}) values ($1, $2, $3, $3, ${placeholders.join(', ')}) returning *`,
        [randomUUID(), esme, now, ...encode(values)],
      );
      return row!;
    },
    async update(q, id, values, now) {
      const sets = columns.map((column, index) => `${column} = ${cast(column, index + 3)}`);
      const [row] = await q.query<Row>(`update ${table} set updated_on = $2, ${sets.join(', ')} where id = $1 returning *`, [id, now, ...encode(values)]);
      return row!;
    },
    async remove(q, id) {
      await q.query(`delete from ${table} where id = $1`, [id]);
    },
  };
}

export const intentsRepo = accountResourceRepo<IntentRow>('intents', ['name', 'phrases', 'response'], ['phrases']);
export const appsRepo = accountResourceRepo<AppRow>('bot_apps', ['name', 'description', 'callback_url', 'params'], ['params']);
export const enterpriseApisRepo = accountResourceRepo<EnterpriseApiRow>(
  'enterprise_apis',
  ['name', 'method', 'url', 'headers', 'body_type', 'body', 'access', 'response_sample'],
  ['headers'],
);
export const pwaProfilesRepo = accountResourceRepo<PwaProfileRow>(
  'pwa_profiles',
  ['name', 'bot_id', 'app_name', 'short_name', 'theme_color', 'background_color', 'icon_url', 'welcome_text'],
  [],
);

/** A profile by id alone: the manifest is fetched by browsers that hold no session. */
export async function findPwaProfileById(q: Queryable, id: string): Promise<PwaProfileRow | undefined> {
  const [row] = await q.query<PwaProfileRow>('select * from pwa_profiles where id = $1', [id]);
  return row;
}
