import type { Queryable } from '../platform/db/db';
import type { ChannelEvent } from '../channel/channel';
import { queueNotice, type Notice } from '../messaging/campaigns/campaign-notices';
import type { ServerContext } from '../platform/context';

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
