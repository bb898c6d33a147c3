import { randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/db';

export interface TrackedLinkRow {
  code: string;
  label: string;
  url: string;
  campaign_id: string | null;
}

/** 9 random bytes: 12 URL-safe characters, not guessable, short enough for a button's URL. */
const newCode = () => randomBytes(9).toString('base64url');

export async function insertTrackedLink(q: Queryable, input: { esme: number; label: string; url: string; campaignId: string | null; now: Date }): Promise<TrackedLinkRow> {
  const [row] = await q.query<TrackedLinkRow>(
    `insert into tracked_links (code, esme, campaign_id, label, url, created_on) values ($1, $2, $3, $4, $5, $6)
     returning code, label, url, campaign_id`,
    [newCode(), input.esme, input.campaignId, input.label, input.url, input.now],
  );
  if (!row) throw new Error('tracked link not stored');
  return row;
}

/** Counts one click in its hour and answers where it goes; undefined for an unknown code. */
export async function recordClick(q: Queryable, code: string, now: Date): Promise<string | undefined> {
  const [row] = await q.query<{ url: string }>(
    `with link as (select code, url from tracked_links where code = $1),
     counted as (
       insert into link_clicks (code, bucket_at, count) select code, date_trunc('hour', $2::timestamptz, 'UTC'), 1 from link
       on conflict (code, bucket_at) do update set count = link_clicks.count + 1
     )
     select url from link`,
    [code, now],
  );
  return row?.url;
}

export async function campaignInAccount(q: Queryable, esme: number, campaignId: string): Promise<boolean> {
  const rows = await q.query('select 1 from campaigns where id = $1 and esme = $2', [campaignId, esme]);
  return rows.length > 0;
}
