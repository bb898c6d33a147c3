import type { Context } from 'hono';
import { apiErrorCode } from '@/api/contracts/errors';
import type { ChannelEvent } from '../../messaging/channels/channel';
import { applyChannelEvents } from '../../messaging/campaigns/apply-events';
import { unknownTemplateIn } from '../../messaging/templates/unknown-template';
import { forwardChannelEvents } from '../../webhook-rules/forward-events';
import { queueInboundReactions } from '../../automation/inbound-queue';
import { noticeChannelEvents } from '../../notifications/queue-notifications';
import { recordInboundMedia } from '../../customer-media/record-inbound-media';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';

/** A delivery we cannot verify: 401 JSON, and nothing of it is read further or written. */
export const badSignature = (reason: string) => new ApiError(401, apiErrorCode.unauthenticated, `Webhook refused: ${reason}.`);

/** Signed but not the provider's shape: 400 naming the body, nothing written. */
export const badPayload = (reason: string) => new ApiError(400, apiErrorCode.invalidRequest, `Webhook body refused: ${reason}.`, { '(body)': reason });

/** The exact bytes the provider signed (Hono has not parsed them: RouteDef.rawBody). */
export const rawBodyOf = (c: Context<AppEnv>) => c.req.text();

/** Applies verified events; a duplicate delivery changes nothing (processed_webhook_events, inbound ids). */
export async function takeEvents(ctx: ServerContext, channel: string, events: readonly ChannelEvent[]) {
  const unknown = await unknownTemplateIn(ctx.db, events);
  if (unknown) throw new ApiError(409, apiErrorCode.templateNotStored, `Template ${unknown} is not stored yet; send the event again.`);
  const outcomes = await applyChannelEvents(ctx.db, events, ctx.options.now());
  ctx.logger.debug({ channel, outcomes }, 'webhook applied');
  await forwardChannelEvents(ctx, events, outcomes);
  await noticeChannelEvents(ctx, events, outcomes);
  await recordInboundMedia(ctx, events, outcomes);
  await queueInboundReactions(ctx.db, ctx.logger, events, outcomes);
  return { received: events.length };
}
