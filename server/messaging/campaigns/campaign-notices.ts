import type { NotificationEvent } from '@/api/contracts/whatsapp-accounts-more';
import type { Queryable } from '../../platform/db/db';
import type { CampaignRow } from './campaign-rows';

// A campaign's end is queued for the account's subscribers in the transition's own transaction
// (campaigns-repo.ts), so queueing a notice sits on this floor; notifications/ builds the other
// notices on it and delivers them all.
export interface Notice {
  esme: number;
  event: NotificationEvent;
  /** One line a person reads in the mail subject and the log. */
  summary: string;
  details: Record<string, unknown>;
  at: Date;
}

/** A delivery row for every subscription of the account that listens to the event; the sweeper sends them. */
export async function queueNotice(q: Queryable, notice: Notice): Promise<number> {
  const payload = { event: notice.event, summary: notice.summary, occurredAt: notice.at.toISOString(), account: notice.esme, ...notice.details };
  const rows = await q.query(
    `insert into notification_deliveries (id, subscription_id, esme, event, summary, payload, status, next_attempt_on, created_on)
     select gen_random_uuid(), s.id, s.esme, $2::text, $3::text, $4::jsonb, 'QUEUED', $5::timestamptz, $5::timestamptz from notification_subscriptions s
      where s.esme = $1 and $2::text = any(s.events) returning id`,
    [notice.esme, notice.event, notice.summary, JSON.stringify(payload), notice.at],
  );
  return rows.length;
}

/**
 * A WhatsApp campaign that has just finished or failed (campaigns-repo's transition, shared by both
 * channels), told to the account's subscribers. Subscriptions belong to the WhatsApp area, like the
 * template and number events they offer, so an RCS campaign tells them nothing (docs/decisions.md).
 */
export async function noticeCampaignEnd(q: Queryable, campaign: Pick<CampaignRow, 'id' | 'esme' | 'channel' | 'name' | 'state' | 'failure_reason'>, at: Date): Promise<void> {
  if (campaign.channel !== 'whatsapp') return;
  if (campaign.state !== 'COMPLETED' && campaign.state !== 'FAILED') return;
  const finished = campaign.state === 'COMPLETED';
  await queueNotice(q, {
    esme: campaign.esme,
    event: finished ? 'CAMPAIGN_FINISHED' : 'CAMPAIGN_FAILED',
    summary: finished ? `WhatsApp campaign "${campaign.name}" finished` : `WhatsApp campaign "${campaign.name}" failed: ${campaign.failure_reason ?? 'no reason given'}`,
    details: { campaign: { id: campaign.id, name: campaign.name, channel: campaign.channel, state: campaign.state, failureReason: campaign.failure_reason } },
    at,
  });
}

