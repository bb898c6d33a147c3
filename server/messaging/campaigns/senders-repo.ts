import type { SenderNumber } from '@/api/contracts/campaigns';
import type { TemplateComponent, WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import type { Queryable } from '../../platform/db/db';

interface SenderSource {
  id: string;
  display_number: string;
  verified_name: string;
  throughput: number;
  quality: SenderNumber['quality'];
  waba_id: string;
  waba_name: string;
  portfolio_id: string;
  portfolio_name: string;
  messaging_limit: number | null;
}

const SENDER_SELECT = `select s.id, s.display_number, s.verified_name, s.throughput, s.quality, s.waba_id, w.name as waba_name,
    p.id as portfolio_id, p.name as portfolio_name, p.messaging_limit
  from sender_numbers s join wabas w on w.id = s.waba_id join business_portfolios p on p.id = w.portfolio_id`;

const presentSender = (row: SenderSource): SenderNumber => ({
  id: row.id,
  displayNumber: row.display_number,
  verifiedName: row.verified_name,
  throughput: row.throughput,
  quality: row.quality,
  wabaId: row.waba_id,
  wabaName: row.waba_name,
  portfolioId: row.portfolio_id,
  portfolioName: row.portfolio_name,
  messagingLimit: row.messaging_limit,
});

export const listSenders = async (q: Queryable, esme: number) =>
  (await q.query<SenderSource>(`${SENDER_SELECT} where s.esme = $1 order by s.display_number`, [esme])).map(presentSender);

export async function findSender(q: Queryable, esme: number, id: string): Promise<SenderNumber | undefined> {
  const [row] = await q.query<SenderSource>(`${SENDER_SELECT} where s.esme = $1 and s.id = $2`, [esme, id]);
  return row && presentSender(row);
}

export interface TemplateSource {
  sno: string | number;
  esme: number;
  waba_id: string;
  provider_id: string;
  name: string;
  language: string;
  category: WhatsappTemplate['category'];
  parameter_format: WhatsappTemplate['parameter_format'];
  components: TemplateComponent[];
  status: WhatsappTemplate['status'];
  quality: WhatsappTemplate['quality_rating'];
  reason: string | null;
  updated_on: Date;
}

export const presentTemplate = (row: TemplateSource): WhatsappTemplate => ({
  sno: Number(row.sno),
  id: row.provider_id,
  wabaId: row.waba_id,
  name: row.name,
  language: row.language,
  category: row.category,
  parameter_format: row.parameter_format,
  components: row.components,
  status: row.status,
  quality_rating: row.quality,
  rejected_reason: row.reason,
  updated_on: new Date(row.updated_on).toISOString(),
});

/** APPROVED templates of the account, or of one sender's WABA. */
export async function listApprovedTemplates(q: Queryable, esme: number, senderId?: string): Promise<WhatsappTemplate[]> {
  const rows = await q.query<TemplateSource>(
    `select t.* from whatsapp_templates t
     where t.esme = $1 and t.status = 'APPROVED' and ($2::text is null or t.waba_id = (select waba_id from sender_numbers where id = $2 and esme = $1))
     order by t.name, t.language`,
    [esme, senderId ?? null],
  );
  return rows.map(presentTemplate);
}

export async function findTemplate(q: Queryable, esme: number, sno: number | string): Promise<TemplateSource | undefined> {
  const [row] = await q.query<TemplateSource>('select * from whatsapp_templates where esme = $1 and sno = $2', [esme, sno]);
  return row;
}

/** How fast a sender may send: its messages a second and its portfolio's daily limit (tier), null when unlimited. */
export async function senderPace(q: Queryable, senderId: string): Promise<{ throughput: number; messaging_limit: number | null } | undefined> {
  const [pace] = await q.query<{ throughput: number; messaging_limit: number | null }>(
    'select s.throughput, p.messaging_limit from sender_numbers s join wabas w on w.id = s.waba_id join business_portfolios p on p.id = w.portfolio_id where s.id = $1',
    [senderId],
  );
  return pace;
}
