import { messagePrice } from '../../src/api/rules/rate-card';
import type { Db } from '../../server/platform/db/db';

/** The markets the bench's recipients are spread over, evenly. */
const COUNTRIES = ['IN', 'US', 'GB', 'BR', 'ID', 'AE'] as const;
const SHARES = [
  ['SENT', '', '', 0.4],
  ['DELIVERED', '', '', 0.34],
  ['READ', '', '', 0.2],
  ['FAILED', '131026', 'Message undeliverable', 0.02],
  ['FAILED', '131049', 'Ecosystem engagement', 0.01],
  ['FAILED', '131047', 'Re-engagement message', 0.01],
  ['FAILED', '131000', 'Something went wrong', 0.005],
  ['FAILED', '130472', 'User number is part of an experiment', 0.005],
  ['SKIPPED', 'opted_out', 'opted_out', 0.01],
] as const;

export interface SeedShape {
  esme: number;
  events: number;
  campaigns: number;
  days: number;
  start: Date;
}

/**
 * A period of `events` message events written by SQL in the shape the recording statement writes
 * (the trigger itself is timed apart): `campaigns` campaigns sending in every hour of `days` days
 * (the most counter rows such a period can have), split 40% sent, 34% delivered, 20% read, 5% failed
 * over five reasons and 1% skipped. The daily roll-up is added up from the hours by SQL, as migration
 * 027 does. Each delivered message is a charge of the template's category, spread over six markets:
 * the last day's charges are real `billing_charges` rows (a period cut at a zone's midnight reads its
 * edge day from them; their insert trigger rolls them up), the other days only their daily roll-up.
 */
export async function seedPeriod(db: Db, shape: SeedShape): Promise<{ buckets: number; events: number; dailyRows: number; charges: number }> {
  const [sender] = await db.query<{ id: string }>('select id from sender_numbers where esme = $1 order by id limit 1', [shape.esme]);
  const [template] = await db.query<{ sno: string; category: string }>('select sno, category from whatsapp_templates where esme = $1 order by sno limit 1', [shape.esme]);
  await db.query(
    `insert into campaigns (id, esme, channel, name, sender_id, template_sno, audience_kind, state, maker_id, maker_name, created_on, updated_on)
     select gen_random_uuid(), $1, 'whatsapp', 'Bench campaign ' || n, $2, $3, 'UPLOAD_FILE', 'COMPLETED', gen_random_uuid(), 'bench', $4, $4
     from generate_series(1, $5) n`,
    [shape.esme, sender?.id, template?.sno, shape.start, shape.campaigns],
  );
  const hours = shape.days * 24;
  const perCampaignHour = shape.events / (shape.campaigns * hours);
  await db.query(
    `insert into message_event_buckets (campaign_id, bucket_at, status, code, text, count)
     select c.id, $2::timestamptz + make_interval(hours => h), s.status, s.code, s.text, greatest(1, round($3 * s.share))
     from campaigns c cross join generate_series(0, $4 - 1) h
     cross join jsonb_to_recordset($5::jsonb) as s(status text, code text, text text, share float8)
     where c.esme = $1 and c.name like 'Bench campaign %'`,
    [shape.esme, shape.start, perCampaignHour, hours, JSON.stringify(SHARES.map(([status, code, text, share]) => ({ status, code, text, share })))],
  );
  await db.query(
    `insert into insights_daily (campaign_id, day, esme, channel, sender_id, template_sno, status, code, text, count)
     select b.campaign_id, (b.bucket_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, b.status, b.code, max(b.text), sum(b.count)
     from message_event_buckets b join campaigns c on c.id = b.campaign_id
     group by b.campaign_id, (b.bucket_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, b.status, b.code`,
  );
  const category = (template?.category ?? 'MARKETING').toLowerCase();
  const prices = JSON.stringify(COUNTRIES.map((country, i) => ({ i, country, price: messagePrice(category, country) })));
  const lastDay = new Date(shape.start.getTime() + (shape.days - 1) * 86_400_000);
  // The last day: one charge per delivered message, from its hours' DELIVERED counts.
  await db.query(
    `insert into billing_charges (provider_message_id, esme, campaign_id, sender_id, category, country, pricing_model, amount, currency, charged_at)
     select 'wamid.bench.' || b.campaign_id || '.' || extract(epoch from b.bucket_at)::bigint || '.' || n, c.esme, c.id, c.sender_id, $2,
       p.country, 'PMP', p.price, 'USD', b.bucket_at + make_interval(secs => n % 3600)
     from message_event_buckets b join campaigns c on c.id = b.campaign_id
     cross join lateral generate_series(1, b.count) n
     join jsonb_to_recordset($3::jsonb) as p(i int, country text, price float8) on p.i = n % 6
     where c.esme = $1 and b.status = 'DELIVERED' and b.bucket_at >= $4`,
    [shape.esme, category, prices, lastDay],
  );
  // Every other day: its roll-up only, the delivered count spread over the markets as above.
  await db.query(
    `insert into billing_daily (campaign_id, day, esme, channel, sender_id, template_sno, category, country, messages, amount)
     select d.campaign_id, d.day, d.esme, d.channel, d.sender_id, d.template_sno, $2, p.country, d.count / 6, round((d.count / 6) * p.price::numeric, 6)
     from insights_daily d cross join jsonb_to_recordset($3::jsonb) as p(i int, country text, price float8)
     where d.esme = $1 and d.status = 'DELIVERED' and d.day < $4::date`,
    [shape.esme, category, prices, lastDay.toISOString().slice(0, 10)],
  );
  const [row] = await db.query<{ buckets: string; events: string; daily: string; charges: string }>(
    `select (select count(*) from message_event_buckets)::text as buckets, (select sum(count) from message_event_buckets)::text as events,
       (select count(*) from insights_daily)::text as daily, (select count(*) from billing_charges)::text as charges`,
  );
  return { buckets: Number(row?.buckets ?? 0), events: Number(row?.events ?? 0), dailyRows: Number(row?.daily ?? 0), charges: Number(row?.charges ?? 0) };
}
