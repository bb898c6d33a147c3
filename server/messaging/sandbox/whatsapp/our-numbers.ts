import type { Db } from '../../../platform/db/db';
import type { WhatsappSandboxOptions } from './start-whatsapp-sandbox';

type FindNumbers = NonNullable<WhatsappSandboxOptions['findNumbers']>;

/**
 * Our sender numbers as the sandbox provider's own list, read when it meets one it does not know:
 * a number signed up through embedded sign-up after start-up (or by another process) can send and
 * receive at once, as a number registered with Meta can.
 */
export function ourNumbers(db: Db): FindNumbers {
  return (where) => readOurNumbers(db, where);
}

/** Every number we hold (the sandbox's first list), or those of one number id or WABA. */
export async function readOurNumbers(db: Db, where?: { id: string } | { wabaId: string }): Promise<Awaited<ReturnType<FindNumbers>>> {
  const rows = await db.query<{ id: string; display_number: string; waba_id: string; throughput: number; verified_name: string; quality: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN'; messaging_limit: number | null }>(
    `select n.id, n.display_number, n.waba_id, n.throughput, n.verified_name, n.quality, p.messaging_limit
       from sender_numbers n join wabas w on w.id = n.waba_id join business_portfolios p on p.id = w.portfolio_id
      ${where ? `where ${'id' in where ? 'n.id' : 'n.waba_id'} = $1` : ''} order by n.id`,
    where ? ['id' in where ? where.id : where.wabaId] : [],
  );
  // Name, quality and tier as we hold them: the sandbox's Meta starts where our database is, so a sync changes nothing until a test changes Meta's side.
  return rows.map((row) => ({
    id: row.id,
    displayPhoneNumber: row.display_number.replace(/^\+/, ''),
    wabaId: row.waba_id,
    throughput: row.throughput,
    verifiedName: row.verified_name,
    quality: row.quality,
    messagingLimit: row.messaging_limit,
  }));
}
