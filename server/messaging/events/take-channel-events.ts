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

/** At most this many events are applied together (a webhook's own events are never split). */
const MAX_TOGETHER = 500;

interface Waiting {
  events: readonly ChannelEvent[];
  done: () => void;
  failed: (error: unknown) => void;
}

/** Per server context and channel: the deliveries waiting for the one being applied to finish. */
const queues = new WeakMap<ServerContext, Map<string, { waiting: Waiting[]; applying: boolean }>>();

async function applyAndHand(ctx: ServerContext, channel: string, events: readonly ChannelEvent[]) {
  const outcomes = await applyChannelEvents(ctx.db, events, ctx.options.now());
  ctx.logger.debug({ channel, outcomes }, 'webhook applied');
  for (const consumer of ctx.eventConsumers) await consumer.take(ctx, events, outcomes, channel);
}

async function drain(ctx: ServerContext, channel: string, queue: { waiting: Waiting[]; applying: boolean }) {
  queue.applying = true;
  while (queue.waiting.length) {
    let count = 0;
    const taken = queue.waiting.findIndex((entry) => (count += entry.events.length) > MAX_TOGETHER);
    const batch = queue.waiting.splice(0, Math.max(1, taken === -1 ? queue.waiting.length : taken));
    try {
      await applyAndHand(ctx, channel, batch.flatMap((entry) => entry.events));
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
  }
  queue.applying = false;
}

/**
 * Applies a provider's verified events, then hands them with their outcomes to every registered
 * consumer in order (`ctx.eventConsumers`). A duplicate delivery changes nothing: its outcome says so
 * (processed_webhook_events, inbound ids). Deliveries of one channel that arrive while another is being
 * applied wait and are applied together, in arrival order, as one (RBM pushes every event alone, so a
 * campaign's receipts would otherwise take a transaction each); each resolves once its events are
 * stored and handed on, so the provider is answered only then, and all fail together if the batch does.
 */
export async function takeChannelEvents(ctx: ServerContext, channel: string, events: readonly ChannelEvent[]): Promise<{ received: number }> {
  const unknown = await unknownTemplateIn(ctx.db, events);
  if (unknown) throw new TemplateNotStoredYet(unknown);
  const channels = queues.get(ctx) ?? new Map<string, { waiting: Waiting[]; applying: boolean }>();
  queues.set(ctx, channels);
  const queue = channels.get(channel) ?? { waiting: [], applying: false };
  channels.set(channel, queue);
  await new Promise<void>((done, failed) => {
    queue.waiting.push({ events, done, failed });
    if (!queue.applying) void drain(ctx, channel, queue);
  });
  return { received: events.length };
}
