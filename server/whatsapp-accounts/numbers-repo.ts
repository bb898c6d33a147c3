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
