import { randomUUID } from 'node:crypto';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/db';
import { insertUser } from '../users/users-repo';
import { seedDemoChatbots } from './demo-chatbots';
import { seedDemoContacts } from './demo-contacts';
import { seedDemoMessaging } from './demo-messaging';
import { seedDemoDlt } from './demo-dlt';
import { seedDemoRcs } from './demo-rcs';
import { seedPriceList } from '../automation/seed-price-list';
import { DEMO_EMAIL_DOMAIN, demoAccountList, demoProfiles, demoUserList } from './demo-accounts';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo data the first time only: the marker stays, so users deleted through the console
 * are not brought back on the next start. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, options: { bcryptCost: number; now: Date; contacts?: boolean }): Promise<boolean> {
  const seeded = await seedDemoAccounts(db, options);
  await seedDemoChatbots(db, options.now);
  await seedDemoMessaging(db, options.now);
  await seedDemoRcs(db, options.now);
  await seedDemoDlt(db, options.now);
  await seedPriceList(db, options.now);
  // API tests count engaged and opted-in contacts they make themselves.
  if (options.contacts !== false) await seedDemoContacts(db, options.now);
  return seeded;
}

async function seedDemoAccounts(db: Db, options: { bcryptCost: number; now: Date }): Promise<boolean> {
  const [marker] = await db.query<{ value: string }>('select value from app_meta where key = $1', [SEEDED_KEY]);
  if (marker) return false;
  const hashes = new Map(
    await Promise.all(demoUserList.map(async (user) => [user.username, user.password ? await hashPassword(user.password, options.bcryptCost) : null] as const)),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing returning key', [SEEDED_KEY, options.now.toISOString()]);
    // Another process seeded between our check and this transaction.
    if (!claimed.length) return false;
    for (const account of demoAccountList) {
      await tx.query(
        `insert into accounts (esme, name, whitelabel, wl_logo, timezone, ip_policy, allowed_ips, services, contact_scrubbing)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) on conflict (esme) do nothing`,
        [account.esme, account.name, account.whitelabel ?? false, account.wlLogo ?? null, account.timezone, account.ipPolicy ?? 'any', JSON.stringify(account.allowedIps ?? []), account.services, account.contactScrubbing ?? false],
      );
    }
    const profileIds = new Map<string, string>();
    for (const [key, profile] of Object.entries(demoProfiles)) {
      const id = randomUUID();
      await tx.query('insert into permission_profiles (id, esme, name, data) values ($1, $2, $3, $4::jsonb)', [id, profile.esme, profile.name, JSON.stringify({ data: profile.data })]);
      profileIds.set(key, id);
    }
    for (const user of demoUserList) {
      await insertUser(
        tx,
        {
          esme: user.esme,
          username: user.username,
          email: `${user.username}${DEMO_EMAIL_DOMAIN}`,
          passwordHash: hashes.get(user.username) ?? null,
          roleId: user.roleId,
          services: user.services,
          serviceNames: [],
          isLounge: user.isLounge ?? false,
          profileId: user.profile ? (profileIds.get(user.profile) ?? null) : null,
          active: user.active ?? true,
        },
        options.now,
      );
    }
    return true;
  });
}
