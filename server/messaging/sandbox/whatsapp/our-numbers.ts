import type { Db } from '../../../db/db';
import type { WhatsappSandboxOptions } from './start-whatsapp-sandbox';

type FindNumbers = NonNullable<WhatsappSandboxOptions['findNumbers']>;

/**
 * Our sender numbers as the sandbox provider's own list, read when it meets one it does not know:
 * a number signed up through embedded sign-up after start-up (or by another process) can send and
 * receive at once, as a number registered with Meta can.
 */
export function ourNumbers(db: Db): FindNumbers {
  return async (where) => {
    const rows = await db.query<{ id: string; display_number: string; waba_id: string; throughput: number }>(
      `select id, display_number, waba_id, throughput from sender_numbers where ${'id' in where ? 'id' : 'waba_id'} = $1 order by id`,
      ['id' in where ? where.id : where.wabaId],
    );
    return rows.map((row) => ({ id: row.id, displayPhoneNumber: row.display_number.replace(/^\+/, ''), wabaId: row.waba_id, throughput: row.throughput }));
  };
}
