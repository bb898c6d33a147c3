import type { SenderNumberDetails, WabaDetails } from '@/api/contracts/whatsapp-accounts';
import type { Queryable } from '../platform/db/db';
import { notFound } from '../platform/api-error';

interface NumberRow {
  waba_id: string;
  waba_name: string;
  waba_status: string;
  portfolio: string;
  messaging_limit: number | null;
  waba_created: Date;
  id: string | null;
  display_number: string | null;
  verified_name: string | null;
  status: string | null;
  quality: SenderNumberDetails['quality'] | null;
  throughput: number | null;
}

/** The account's WABAs, newest first, each with its numbers and its portfolio's messaging limit. */
export async function wabaDetailsOf(q: Queryable, esme: number): Promise<WabaDetails[]> {
  const rows = await q.query<NumberRow>(
    `select w.id as waba_id, w.name as waba_name, w.status as waba_status, p.name as portfolio, p.messaging_limit, w.created_on as waba_created,
            n.id, n.display_number, n.verified_name, n.status, n.quality, n.throughput
       from wabas w join business_portfolios p on p.id = w.portfolio_id
       left join sender_numbers n on n.waba_id = w.id
      where w.esme = $1
      order by w.created_on desc, w.id, n.display_number`,
    [esme],
  );
  const wabas = new Map<string, WabaDetails>();
  for (const row of rows) {
    const waba = wabas.get(row.waba_id) ?? {
      wabaId: row.waba_id,
      name: row.waba_name,
      status: row.waba_status,
      portfolio: row.portfolio,
      messagingLimit: row.messaging_limit,
      createdOn: new Date(row.waba_created).toISOString(),
      numbers: [],
    };
    wabas.set(row.waba_id, waba);
    if (row.id && row.display_number && row.verified_name && row.status && row.quality && row.throughput !== null) {
      waba.numbers.push({ senderId: row.id, displayNumber: row.display_number, verifiedName: row.verified_name, status: row.status, quality: row.quality, messagingLimit: row.messaging_limit, throughput: row.throughput });
    }
  }
  return [...wabas.values()];
}

/** The ids of the account's numbers, by display number. */
export async function listNumberIds(q: Queryable, esme: number): Promise<{ id: string }[]> {
  return q.query<{ id: string }>('select id from sender_numbers where esme = $1 order by display_number', [esme]);
}

export interface OwnNumber {
  id: string;
  display_number: string;
  verified_name: string;
  status: string;
}

/** A number of the account, or 404: another account's number is not told apart from none. */
export async function ownNumber(q: Queryable, esme: number, senderId: string): Promise<OwnNumber> {
  const [number] = await q.query<OwnNumber>('select id, display_number, verified_name, status from sender_numbers where id = $1 and esme = $2', [senderId, esme]);
  if (!number) throw notFound('No such number in your account.');
  return number;
}

export interface SenderNumberRow {
  id: string;
  display_number: string;
  verified_name: string;
  waba_id: string;
}

/** The account's numbers by display number, each with its WABA. */
export const listSenderNumbers = (q: Queryable, esme: number) =>
  q.query<SenderNumberRow>('select id, display_number, verified_name, waba_id from sender_numbers where esme = $1 order by display_number', [esme]);

/** Whether the number is one of the account's WABA's. */
export async function isNumberOfWaba(q: Queryable, esme: number, wabaId: string, senderId: string): Promise<boolean> {
  const [number] = await q.query('select 1 from sender_numbers where id = $1 and waba_id = $2 and esme = $3', [senderId, wabaId, esme]);
  return number !== undefined;
}

/** The number's id when a number here, of any account, has this display number. */
export async function findNumberIdByDisplay(q: Queryable, displayNumber: string): Promise<string | undefined> {
  const [taken] = await q.query<{ id: string }>('select id from sender_numbers where display_number = $1', [displayNumber]);
  return taken?.id;
}

interface NewNumber {
  id: string;
  esme: number;
  wabaId: string;
  displayNumber: string;
  verifiedName: string;
  at: Date;
}

/** Embedded sign-up's number. */
export async function saveSignedUpNumber(tx: Queryable, number: NewNumber & { status: string }): Promise<void> {
  await tx.query(
    'insert into sender_numbers (id, esme, waba_id, display_number, verified_name, status, created_on) values ($1, $2, $3, $4, $5, $6, $7)',
    [number.id, number.esme, number.wabaId, number.displayNumber, number.verifiedName, number.status, number.at],
  );
}

/** A migrated number registered here: CONNECTED, also when it was here before and deregistered. */
export async function saveRegisteredNumber(tx: Queryable, number: NewNumber): Promise<void> {
  await tx.query(
    `insert into sender_numbers (id, esme, waba_id, display_number, verified_name, status, created_on) values ($1, $2, $3, $4, $5, 'CONNECTED', $6)
           on conflict (id) do update set status = 'CONNECTED'`,
    [number.id, number.esme, number.wabaId, number.displayNumber, number.verifiedName, number.at],
  );
}

export async function markNumberDisconnected(tx: Queryable, esme: number, senderId: string): Promise<void> {
  await tx.query("update sender_numbers set status = 'DISCONNECTED' where id = $1 and esme = $2", [senderId, esme]);
}

/** A number as syncPhoneNumber compares it with Meta's answer. */
export interface SyncedNumberRow {
  id: string;
  display_number: string;
  verified_name: string;
  status: string;
  quality: string;
  throughput: number;
}

export async function findWabaNumber(q: Queryable, wabaId: string, senderId: string): Promise<SyncedNumberRow | undefined> {
  const [row] = await q.query<SyncedNumberRow>('select id, display_number, verified_name, status, quality, throughput from sender_numbers where id = $1 and waba_id = $2', [senderId, wabaId]);
  return row;
}

/** What Meta reported of a number; a null field stays as stored. */
export interface ReportedNumber {
  id: string;
  displayNumber: string;
  verifiedName: string | null;
  status: string | null;
  quality: string | null;
  throughput: number | null;
}

export async function updateSyncedNumber(tx: Queryable, number: ReportedNumber): Promise<void> {
  await tx.query(
    `update sender_numbers set display_number = $2, verified_name = coalesce($3, verified_name), status = coalesce($4, status), quality = coalesce($5, quality), throughput = coalesce($6, throughput)
            where id = $1`,
    [number.id, number.displayNumber, number.verifiedName, number.status, number.quality, number.throughput],
  );
}

/**
 * A number Meta lists that is not here yet; false when another WABA or account here holds its id or
 * display number (it is not taken over).
 */
export async function saveSyncedNumber(tx: Queryable, number: NewNumber & { status: string; quality: string; throughput: number }): Promise<boolean> {
  const inserted = await tx.query(
    `insert into sender_numbers (id, esme, waba_id, display_number, verified_name, status, quality, throughput, created_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
    [number.id, number.esme, number.wabaId, number.displayNumber, number.verifiedName, number.status, number.quality, number.throughput, number.at],
  );
  return inserted.length > 0;
}
