import { randomBytes } from 'node:crypto';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Queryable } from '../platform/db/db';

/**
 * Click tracking of campaign URL buttons, as Infobip does it: a template whose URL button is our
 * redirect with its variable at the end (`https://{console}/api/r/{{1}}`) is tracked. The campaign's
 * value for that button is where the recipient should land; at send time it is swapped for a token of
 * that message, and `GET /api/r/{token}` counts the click and redirects there.
 */
const TRACKED_URL = /\/r\/\{\{\s*[A-Za-z0-9_]+\s*\}\}$/;
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** The indexes of the template's tracked URL buttons. */
export function trackedButtons(template: TemplateContent): number[] {
  const buttons = template.components.find((component) => component.type === 'BUTTONS');
  if (!buttons || buttons.type !== 'BUTTONS') return [];
  return buttons.buttons.flatMap((button, index) => (button.type === 'URL' && TRACKED_URL.test(button.url) ? [index] : []));
}

/** 12 random bytes: 16 URL-safe characters, not guessable. */
const newToken = () => randomBytes(12).toString('base64url');

/**
 * One recipient's values with each tracked button's address swapped for the message's token. The
 * token is stored before the send, so a click can never come first; a resend of the recipient (a
 * retried chunk) gets the token it already has. A value that is not a web address is sent as it is.
 */
export async function withTrackedLinks(q: Queryable, input: { campaignId: string; recipientId: string; buttons: readonly number[]; values: Record<string, string> }): Promise<Record<string, string>> {
  const links = input.buttons.flatMap((index) => {
    const url = input.values[`button.${index}`]?.trim() ?? '';
    return WEB_ADDRESS.test(url) ? [{ index, url }] : [];
  });
  if (!links.length) return input.values;
  const rows = await q.query<{ button_index: number; token: string }>(
    `insert into message_links (token, recipient_id, campaign_id, button_index, url)
     select t, $1, $2, i, u from unnest($3::text[], $4::int[], $5::text[]) as l(t, i, u)
     on conflict (recipient_id, button_index) do update set url = excluded.url
     returning button_index, token`,
    [input.recipientId, input.campaignId, links.map(newToken), links.map((link) => link.index), links.map((link) => link.url)],
  );
  const values = { ...input.values };
  for (const row of rows) values[`button.${row.button_index}`] = row.token;
  return values;
}

/**
 * Counts one click of a message's link where the funnel is counted (hourly and daily, migration 027):
 * CLICKED every time, CLICKED_FIRST the first time; answers where it goes, undefined for an unknown token.
 */
export async function recordMessageClick(q: Queryable, token: string, now: Date): Promise<string | undefined> {
  const [row] = await q.query<{ url: string }>(
    `with link as (
       update message_links set clicks = clicks + 1, first_clicked_at = coalesce(first_clicked_at, $2) where token = $1
       returning campaign_id, url, button_index, clicks = 1 as first
     ),
     events as (
       select l.campaign_id, c.esme, c.channel, c.sender_id, c.template_sno, s.status, l.button_index::text as code
       from link l join campaigns c on c.id = l.campaign_id
       cross join lateral (values ('CLICKED', true), ('CLICKED_FIRST', l.first)) as s(status, counted)
       where s.counted
     ),
     hourly as (
       insert into message_event_buckets (campaign_id, bucket_at, status, code, text, count)
       select campaign_id, date_trunc('hour', $2::timestamptz, 'UTC'), status, code, '', 1 from events
       order by status
       on conflict (campaign_id, bucket_at, status, code) do update set count = message_event_buckets.count + 1
     ),
     daily as (
       insert into insights_daily (campaign_id, day, esme, channel, sender_id, template_sno, status, code, text, count)
       select campaign_id, ($2::timestamptz at time zone 'UTC')::date, esme, channel, sender_id, template_sno, status, code, '', 1 from events
       order by status
       on conflict (campaign_id, day, status, code) do update set count = insights_daily.count + 1
     )
     select url from link`,
    [token, now],
  );
  return row?.url;
}
