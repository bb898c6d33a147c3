import type { Db } from '../db/db';

/** The lounge demo account (README), whose users build the documented "keyword PRICE" automation. */
const DEMO_ESME = 1004;

const PRICE_LIST = {
  name: 'price_list',
  language: 'en',
  category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Our prices' },
    { type: 'BODY', text: 'Lounge day pass: AED 150. Monthly membership: AED 900. Meeting room: AED 120 an hour. Reply to book.' },
    { type: 'FOOTER', text: 'Prices include VAT' },
  ],
};

/**
 * An APPROVED `price_list` template, without variables, on each of the demo account's WABAs that has
 * none, so the automation builder's example works on a fresh or an older demo database. Its provider
 * id is seededTemplateId(waba, 900), written in SQL.
 */
export async function seedPriceList(db: Db, now: Date): Promise<void> {
  await db.query(
    `insert into whatsapp_templates (esme, waba_id, provider_id, name, language, category, parameter_format, components, status, quality, created_on, updated_on)
     select w.esme, w.id, '1' || lpad(right(w.id, 12), 12, '0') || '900', $2, $3, $4, 'POSITIONAL', $5::jsonb, 'APPROVED', 'GREEN', $6, $6 from wabas w
     where w.esme = $1 and not exists (select 1 from whatsapp_templates t where t.waba_id = w.id and t.name = $2)
     on conflict do nothing`,
    [DEMO_ESME, PRICE_LIST.name, PRICE_LIST.language, PRICE_LIST.category, JSON.stringify(PRICE_LIST.components), now],
  );
}
