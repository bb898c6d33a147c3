import type { ServerContext } from '../../platform/context';
import { applyChannelEvents } from '../campaigns/apply-events';
import type { ChannelEvent } from '../../channel/channel';
import { unknownTemplateIn } from '../templates/unknown-template';

/** A template event arrived before the template it names was stored; the provider should send it again. */
export class TemplateNotStoredYet extends Error {
  constructor(readonly template: string) {
    super(`Template ${template} is not stored yet`);
    this.name = 'TemplateNotStoredYet';
  }
}

/**
 * Applies a provider's verified events, then hands them with their outcomes to every registered
 * consumer in order (`ctx.eventConsumers`). A duplicate delivery changes nothing: its outcome says so
 * (processed_webhook_events, inbound ids).
 */
export async function takeChannelEvents(ctx: ServerContext, channel: string, events: readonly ChannelEvent[]): Promise<{ received: number }> {
  const unknown = await unknownTemplateIn(ctx.db, events);
  if (unknown) throw new TemplateNotStoredYet(unknown);
  const outcomes = await applyChannelEvents(ctx.db, events, ctx.options.now());
  ctx.logger.debug({ channel, outcomes }, 'webhook applied');
  for (const consumer of ctx.eventConsumers) await consumer.take(ctx, events, outcomes, channel);
  return { received: events.length };
}
