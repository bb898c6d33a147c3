import type { Db } from '../platform/db/db';
import { demoMessaging } from './demo-accounts';

const SEEDED_KEY = 'demo_contacts_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many contacts each demo account starts with: some wrote to a number lately, some opted in, a few opted out. */
export const DEMO_CONTACTS = { engaged: 40, optedIn: 25, optedOut: 3 } as const;

/** The demo account's n-th contact, in the plan of its own country so the numbers validate. */
export function demoContactPhone(esme: number, n: number): string {
  return esme === 1004 ? `+97156${String(1_000_000 + n).slice(-7)}` : `+91987${String(1_000_000 + n).slice(-7)}`;
}

/**
 * Seeds the contacts that make "engaged users" and "opt-in users" real audiences for a new user:
 * inbound messages spread over the last 25 days (so a 7-day and a 30-day audience differ), opt-ins
 * and a few opt-outs. Once per database, under its own marker.
 */
export async function seedDemoContacts(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing returning key', [SEEDED_KEY, now.toISOString()]);
    if (!claimed.length) return false;
    // An account's first WABA's first number is the one its contacts wrote to.
    const accounts = new Map(demoMessaging.map((demo) => [demo.esme, demo] as const).reverse());
    for (const demo of accounts.values()) {
      const [account] = await tx.query('select 1 from accounts where esme = $1', [demo.esme]);
      if (!account) continue;
      const sender = demo.numbers[0]!.id;
      for (let n = 0; n < DEMO_CONTACTS.engaged; n += 1) {
        const at = new Date(now.getTime() - ((n % 25) + 1) * DAY_MS + n * 60_000);
        await tx.query('insert into inbound_messages (esme, provider_message_id, from_phone, sender_id, text, at) values ($1, $2, $3, $4, $5, $6)', [
          demo.esme,
          `wamid.demo-inbound-${demo.esme}-${n}`,
          demoContactPhone(demo.esme, n),
          sender,
          n % 3 === 0 ? 'Is my order on its way?' : 'Hi, tell me about the offers',
          at,
        ]);
      }
      for (let n = 0; n < DEMO_CONTACTS.optedIn; n += 1) {
        await tx.query('insert into opt_ins (esme, phone, source, at) values ($1, $2, $3, $4)', [demo.esme, demoContactPhone(demo.esme, 100 + n), 'website form', new Date(now.getTime() - (n + 1) * DAY_MS)]);
      }
      for (let n = 0; n < DEMO_CONTACTS.optedOut; n += 1) {
        // Contacts who wrote, then sent STOP: an engaged audience skips them.
        await tx.query('insert into opt_outs (esme, phone, reason, at) values ($1, $2, $3, $4)', [demo.esme, demoContactPhone(demo.esme, n), 'STOP', now]);
      }
    }
    return true;
  });
}
