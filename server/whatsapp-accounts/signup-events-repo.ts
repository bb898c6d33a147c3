import type { Queryable } from '../platform/db/db';

/** One embedded sign-up's outcome, as the signup_events log keeps it. */
export interface SignupEvent {
  esme: number;
  userId: string;
  appId: string;
  result: number;
  wabaId: string | null;
  message: string;
  at: Date;
}

export async function recordSignupEvent(tx: Queryable, event: SignupEvent): Promise<void> {
  await tx.query('insert into signup_events (esme, user_id, app_id, result, waba_id, message, at) values ($1, $2, $3, $4, $5, $6, $7)', [
    event.esme,
    event.userId,
    event.appId,
    event.result,
    event.wabaId,
    event.message,
    event.at,
  ]);
}
