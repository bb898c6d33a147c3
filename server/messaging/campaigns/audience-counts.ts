import type { Queryable } from '../../platform/db/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ENGAGED_USERS: contacts who wrote to any number of the account in the last `days` days.
 * OPT_IN_USERS: contacts whose latest opt-in is newer than any opt-out (messaging.md, docs/decisions.md).
 * Both leave out opted-out contacts, so the count is what a MARKETING campaign would reach.
 */
export const ENGAGED_SQL = `select distinct m.from_phone as phone from inbound_messages m
  where m.esme = $1 and m.at > $2 and not exists (select 1 from opt_outs o where o.esme = m.esme and o.phone = m.from_phone)`;
export const OPT_IN_SQL = `select i.phone from opt_ins i
  where i.esme = $1 and not exists (select 1 from opt_outs o where o.esme = i.esme and o.phone = i.phone and o.at >= i.at)`;

export const engagedSince = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function audienceCounts(q: Queryable, esme: number, days: number, now: Date) {
  const [engaged] = await q.query<{ n: number }>(`select count(*)::int as n from (${ENGAGED_SQL}) e`, [esme, engagedSince(now, days)]);
  const [optIn] = await q.query<{ n: number }>(`select count(*)::int as n from (${OPT_IN_SQL}) e`, [esme]);
  const [optedOut] = await q.query<{ n: number }>('select count(*)::int as n from opt_outs where esme = $1', [esme]);
  return { days, engagedUsers: engaged?.n ?? 0, optInUsers: optIn?.n ?? 0, optedOut: optedOut?.n ?? 0 };
}

/** How many of the campaign's recipients are on the account's opt-out list (a marketing campaign skips them). */
export async function countOptedOutRecipients(q: Queryable, campaignId: string, esme: number): Promise<number> {
  const [opted] = await q.query<{ n: number }>(
    'select count(*)::int as n from campaign_recipients r join opt_outs o on o.esme = $2 and o.phone = r.phone where r.campaign_id = $1',
    [campaignId, esme],
  );
  return opted?.n ?? 0;
}
