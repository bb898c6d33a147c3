import type { Db } from '../../../platform/db/db';
import type { SignedUp, SignupMemory } from './sandbox-signup-graph';

interface SignupRow {
  token: string;
  app_id: string;
  user_id: string;
  waba_id: string;
  waba_name: string;
  number_id: string;
  display_phone_number: string;
  verified_name: string;
}

const signedUpOf = (row: SignupRow): SignedUp => ({
  token: row.token,
  appId: row.app_id,
  userId: row.user_id,
  waba: { id: row.waba_id, name: row.waba_name },
  number: { id: row.number_id, displayPhoneNumber: row.display_phone_number, wabaId: row.waba_id, throughput: 80, verifiedName: row.verified_name },
});

/** The WhatsApp sandbox's sign-ups kept in its own table, as Meta keeps the businesses and tokens it issued. */
export function sandboxSignupMemory(db: Db): SignupMemory {
  return {
    async save({ token, appId, userId, waba, number }) {
      await db.query(
        'insert into sandbox_whatsapp_signups (token, app_id, user_id, waba_id, waba_name, number_id, display_phone_number, verified_name) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [token, appId, userId, waba.id, waba.name, number.id, number.displayPhoneNumber, number.verifiedName],
      );
    },
    async find(by) {
      const [row] =
        'token' in by
          ? await db.query<SignupRow>('select * from sandbox_whatsapp_signups where token = $1', [by.token])
          : await db.query<SignupRow>('select * from sandbox_whatsapp_signups where waba_id = $1 or number_id = $1', [by.objectId]);
      return row && signedUpOf(row);
    },
  };
}
