import { queueInboundReactions, queueReadReceipts } from './automation/inbound-queue';
import type { ChannelEventConsumer } from './channel/channel-event-consumer';
import { recordInboundMedia } from './customer-media/record-inbound-media';
import { noticeChannelEvents } from './notifications/queue-notifications';
import { forwardChannelEvents } from './webhook-rules/forward-events';

/**
 * Everything that follows from a provider's events once they are stored, in the order it runs: the
 * account's webhook rules forward them, notifications are queued, files customers sent are fetched,
 * automations answer new customer messages, and a channel with read receipts (RCS) sends one for each.
 * Counters and billing move with the events themselves (`applyChannelEvents`), inside the same transaction.
 */
export const channelEventConsumers: readonly ChannelEventConsumer[] = [
  { name: 'webhook rules', take: forwardChannelEvents },
  { name: 'notifications', take: noticeChannelEvents },
  { name: 'customer media', take: recordInboundMedia },
  { name: 'automation', take: (ctx, events, outcomes) => queueInboundReactions(ctx.db, ctx.logger, events, outcomes) },
  { name: 'read receipts', take: (ctx, events, outcomes, channel) => queueReadReceipts(ctx.db, ctx.logger, channel, events, outcomes) },
];
