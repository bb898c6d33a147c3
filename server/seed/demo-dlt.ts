import type { DltTemplate } from '@/api/contracts/dlt-templates';
import type { Db } from '../platform/db/db';
import { demoRcsAccounts } from './demo-rcs';

const SEEDED_KEY = 'demo_dlt_seeded_at';

/** Three DLT templates per demo SMS header, one per kind a campaign's fallback is likely to need; ids are 19 digits, unique per header. */
export function demoDltTemplates(senderId: string, serial: number): DltTemplate[] {
  const id = (n: number) => `1107${String(serial).padStart(6, '0')}${String(n).padStart(9, '0')}`;
  return [
    { dltTemplateId: id(1), senderId, name: 'order_update', type: 'SERVICE_IMPLICIT', content: 'Dear {#var#}, your order {#var#} is on its way. - ' + senderId },
    { dltTemplateId: id(2), senderId, name: 'weekend_offer', type: 'PROMOTIONAL', content: 'Twenty percent off everything until Sunday: {#var#} - ' + senderId },
    { dltTemplateId: id(3), senderId, name: 'login_code', type: 'TRANSACTIONAL', content: '{#var#} is your one-time code. Do not share it. - ' + senderId },
  ];
}

/** Seeds the demo SMS headers' DLT templates once (own marker, so databases seeded before get them too). */
export async function seedDemoDlt(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing returning key', [SEEDED_KEY, now.toISOString()]);
    if (!claimed.length) return false;
    for (const demo of demoRcsAccounts) {
      const [header] = await tx.query('select 1 from sms_sender_ids where esme = $1 and id = $2', [demo.esme, demo.smsSenderId]);
      if (!header) continue;
      for (const template of demoDltTemplates(demo.smsSenderId, demo.esme)) {
        await tx.query('insert into dlt_templates (id, esme, sender_id, name, type, content, created_on) values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing', [
          template.dltTemplateId,
          demo.esme,
          template.senderId,
          template.name,
          template.type,
          template.content,
          now,
        ]);
      }
    }
    return true;
  });
}
