import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/db';
import { demoMessaging, demoTemplates } from './demo-accounts';
import { seededTemplateId } from './seeded-template-id';

const SEEDED_KEY = 'demo_messaging_seeded_at';

/** Seeds the demo senders and templates once (own marker, so older databases get them too). */
export async function seedDemoMessaging(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing returning key', [SEEDED_KEY, now.toISOString()]);
    if (!claimed.length) return false;
    for (const demo of demoMessaging) {
      const [account] = await tx.query('select 1 from accounts where esme = $1', [demo.esme]);
      if (!account) continue;
      const portfolioId = randomUUID();
      await tx.query('insert into business_portfolios (id, esme, name, messaging_limit, created_on, updated_on) values ($1, $2, $3, $4, $5, $5)', [
        portfolioId,
        demo.esme,
        demo.portfolio.name,
        demo.portfolio.messagingLimit,
        now,
      ]);
      await tx.query('insert into wabas (id, esme, portfolio_id, name, created_on) values ($1, $2, $3, $4, $5)', [demo.waba.id, demo.esme, portfolioId, demo.waba.name, now]);
      for (const number of demo.numbers) {
        await tx.query(
          'insert into sender_numbers (id, esme, waba_id, display_number, verified_name, throughput, quality, created_on) values ($1, $2, $3, $4, $5, $6, $7, $8)',
          [number.id, demo.esme, demo.waba.id, number.displayNumber, number.verifiedName, number.throughput, number.quality, now],
        );
      }
      for (const [index, template] of demoTemplates.entries()) {
        await tx.query(
          `insert into whatsapp_templates (esme, waba_id, provider_id, name, language, category, parameter_format, components, status, quality, created_on, updated_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'APPROVED', 'GREEN', $9, $9)`,
          [demo.esme, demo.waba.id, seededTemplateId(demo.waba.id, index + 1), template.name, template.language, template.category, template.parameter_format, JSON.stringify(template.components), now],
        );
      }
    }
    return true;
  });
}
