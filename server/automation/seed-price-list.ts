import type { Db } from '../platform/db/db';

/** The lounge demo account (README), whose users build the documented "keyword PRICE" automation. */
const DEMO_ESME = 1004;

/**
 * `price_list` in English and Arabic: one name in two languages, as Meta keeps them, each greeting
 * the contact by a body variable ({{1}}) an automation fills (from the contact's WhatsApp name, say).
 * `serial` makes the provider id (seededTemplateId); the English one keeps 900, which migration 031
 * also gives it.
 */
const PRICE_LISTS = [
  {
    serial: 900,
    language: 'en',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Our prices' },
      {
        type: 'BODY',
        text: 'Hello {{1}}, here are our prices. Lounge day pass: AED 150. Monthly membership: AED 900. Meeting room: AED 120 an hour. Reply to book.',
        example: { body_text: [['Asha']] },
      },
      { type: 'FOOTER', text: 'Prices include VAT' },
    ],
  },
  {
    serial: 901,
    language: 'ar',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'أسعارنا' },
      {
        type: 'BODY',
        text: 'مرحبًا {{1}}، هذه أسعارنا. تذكرة الصالة ليوم واحد: 150 درهمًا. العضوية الشهرية: 900 درهم. غرفة الاجتماعات: 120 درهمًا للساعة. رُد علينا للحجز.',
        example: { body_text: [['آشا']] },
      },
      { type: 'FOOTER', text: 'الأسعار شاملة ضريبة القيمة المضافة' },
    ],
  },
] as const;

/**
 * An APPROVED `price_list` template in each language, on each of the demo account's WABAs that has
 * none in that language, so the automation builder's example works on a fresh or an older demo
 * database. Its provider id is seededTemplateId(waba, serial), written in SQL.
 */
export async function seedPriceList(db: Db, now: Date): Promise<void> {
  for (const { serial, language, components } of PRICE_LISTS) {
    await db.query(
      `insert into whatsapp_templates (esme, waba_id, provider_id, name, language, category, parameter_format, components, status, quality, created_on, updated_on)
       select w.esme, w.id, '1' || lpad(right(w.id, 12), 12, '0') || $3, 'price_list', $2, 'UTILITY', 'POSITIONAL', $4::jsonb, 'APPROVED', 'GREEN', $5, $5 from wabas w
       where w.esme = $1 and not exists (select 1 from whatsapp_templates t where t.waba_id = w.id and t.name = 'price_list' and t.language = $2)
       on conflict do nothing`,
      [DEMO_ESME, language, String(serial), JSON.stringify(components), now],
    );
  }
}
