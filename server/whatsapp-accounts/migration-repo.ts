import type { MigrationState, NumberMigration } from '@/api/contracts/whatsapp-accounts-more';
import type { Queryable } from '../platform/db/db';
import { ApiError, notFound } from '../platform/api-error';
import { ProviderError } from '../channel/channel';

export interface MigrationRow {
  id: string;
  esme: number;
  waba_id: string;
  phone_number_id: string;
  display_number: string;
  verified_name: string;
  state: MigrationState;
  code_method: 'SMS' | 'VOICE' | null;
  created_on: Date;
  updated_on: Date;
}

export const presentMigration = (row: MigrationRow): NumberMigration => ({
  id: row.id,
  wabaId: row.waba_id,
  phoneNumberId: row.phone_number_id,
  displayNumber: row.display_number,
  verifiedName: row.verified_name,
  state: row.state,
  codeMethod: row.code_method,
  createdOn: new Date(row.created_on).toISOString(),
  updatedOn: new Date(row.updated_on).toISOString(),
});

export const listMigrations = (q: Queryable, esme: number) => q.query<MigrationRow>('select * from number_migrations where esme = $1 order by created_on desc, id', [esme]);

/** A migration of the account, or 404: another account's is not told apart from none. */
export async function ownMigration(q: Queryable, esme: number, id: string): Promise<MigrationRow> {
  const [row] = await q.query<MigrationRow>('select * from number_migrations where id = $1 and esme = $2', [id, esme]);
  if (!row) throw notFound('No such number migration in your account.');
  return row;
}

/** The step a migration must be at for a call; otherwise 400 on `migrationId` saying where it is. */
export function expectState(row: MigrationRow, allowed: readonly MigrationState[], action: string): void {
  const reason = `${row.display_number} is ${row.state}: it cannot ${action} now.`;
  if (!allowed.includes(row.state)) throw new ApiError('invalidRequest', reason, { migrationId: reason });
}

/**
 * A provider refusal as our answer: a wrong code (136025) or a parameter Meta refused (#100) is the
 * caller's 400 on `field`; anything else a 502 with the provider's words.
 */
export async function atProvider<T>(field: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.code === 136025 || error.code === 100) throw new ApiError('invalidRequest', `The provider refused: ${error.title}`, { [field]: error.title });
    throw new ApiError('outboundFailed', `The provider did not take the request: ${error.title}`);
  }
}

/**
 * A migration started at the ADDED step; one of this account's for the same number starts again. Undefined
 * when another account is moving the number.
 */
export async function saveStartedMigration(
  q: Queryable,
  started: { id: string; esme: number; wabaId: string; phoneNumberId: string; displayNumber: string; verifiedName: string; at: Date },
): Promise<MigrationRow | undefined> {
  const [row] = await q.query<MigrationRow>(
    `insert into number_migrations (id, esme, waba_id, phone_number_id, display_number, verified_name, state, created_on, updated_on)
         values ($1, $2, $3, $4, $5, $6, 'ADDED', $7, $7)
         on conflict (phone_number_id) do update set verified_name = excluded.verified_name, state = 'ADDED', updated_on = excluded.updated_on
         where number_migrations.esme = excluded.esme returning *`,
    [started.id, started.esme, started.wabaId, started.phoneNumberId, started.displayNumber, started.verifiedName, started.at],
  );
  return row;
}

export async function moveMigration(q: Queryable, row: MigrationRow, state: MigrationState, now: Date, codeMethod?: 'SMS' | 'VOICE'): Promise<MigrationRow> {
  const [moved] = await q.query<MigrationRow>('update number_migrations set state = $2, code_method = coalesce($3, code_method), updated_on = $4 where id = $1 returning *', [row.id, state, codeMethod ?? null, now]);
  return moved ?? row;
}
