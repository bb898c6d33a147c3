import type { NotificationEvent } from '@/api/contracts/whatsapp-accounts-more';
import type { Queryable } from '../db/db';
import type { ChannelEvent } from '../messaging/channels/channel';
import type { CampaignRow } from '../messaging/campaigns/campaign-rows';
import type { ServerContext } from '../context';

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

async function noticesOf(q: Queryable, event: ChannelEvent): Promise<Notice[]> {
  if (event.kind === 'template' && (event.event === 'REJECTED' || event.event === 'PAUSED')) {
    const [template] = await q.query<{ esme: number }>('select esme from whatsapp_templates where provider_id = $1', [event.providerTemplateId]);
    if (!template) return [];
    const verb = event.event === 'REJECTED' ? 'rejected' : 'paused';
    return [{
      esme: template.esme,
      event: event.event === 'REJECTED' ? 'TEMPLATE_REJECTED' : 'TEMPLATE_PAUSED',
      summary: `Template ${event.name} (${event.language}) was ${verb}${event.reason ? `: ${event.reason}` : ''}`,
      details: { template: { name: event.name, language: event.language, status: event.event, reason: event.reason } },
      at: event.at,
    }];
  }
  if (event.kind !== 'quality') return [];
  const [number] = await q.query<{ esme: number; display_number: string; messaging_limit: number | null }>(
    `select s.esme, s.display_number, p.messaging_limit from sender_numbers s join wabas w on w.id = s.waba_id join business_portfolios p on p.id = w.portfolio_id
      where s.id = $1 or s.display_number = $1`,
    [event.senderId],
  );
  if (!number) return [];
  const details = { number: { displayNumber: number.display_number, quality: event.quality, messagingLimit: number.messaging_limit } };
  const notices: Notice[] = [{ esme: number.esme, event: 'NUMBER_QUALITY', summary: `Quality of ${number.display_number} is now ${event.quality}`, details, at: event.at }];
  if (event.tier !== undefined) {
    const tier = event.tier === null ? 'unlimited' : `${event.tier} unique customers a day`;
    notices.push({ esme: number.esme, event: 'NUMBER_TIER', summary: `Messaging tier of ${number.display_number} is now ${tier}`, details, at: event.at });
  }
  return notices;
}

/**
 * After the provider's events are applied (a consumer in channel-event-consumers.ts): template rejections and
 * pauses, and number quality and tier changes, become deliveries. A failure here is logged, never
 * answered to the provider, whose events are stored already.
 */
export async function noticeChannelEvents(ctx: ServerContext, events: readonly ChannelEvent[], outcomes: readonly string[]): Promise<void> {
  try {
    for (const [index, event] of events.entries()) {
      if (outcomes[index] === 'duplicate') continue;
      for (const notice of await noticesOf(ctx.db, event)) await queueNotice(ctx.db, notice);
    }
  } catch (error) {
    ctx.logger.error({ err: error }, 'queueing notifications failed');
  }
}
