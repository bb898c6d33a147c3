import type { Context } from 'hono';
import type { ChannelEvent } from '../../../channel/channel';
import { TemplateNotStoredYet, takeChannelEvents } from '../take-channel-events';
import type { ServerContext } from '../../../platform/context';
import { ApiError } from '../../../platform/api-error';
import type { AppEnv } from '../../../platform/http/app-env';

/** A delivery we cannot verify: 401 JSON, and nothing of it is read further or written. */
export const badSignature = (reason: string) => new ApiError('unauthenticated', `Webhook refused: ${reason}.`);

/** Signed but not the provider's shape: 400 naming the body, nothing written. */
export const badPayload = (reason: string) => new ApiError('invalidRequest', `Webhook body refused: ${reason}.`, { '(body)': reason });

/** The exact bytes the provider signed (Hono has not parsed them: RouteDef.rawBody). */
export const rawBodyOf = (c: Context<AppEnv>) => c.req.text();

/** Applies verified events and hands them to their consumers; an event naming a template not stored yet is answered 409, so the provider sends it again. */
export async function takeEvents(ctx: ServerContext, channel: string, events: readonly ChannelEvent[]) {
  try {
    return await takeChannelEvents(ctx, channel, events);
  } catch (error) {
    if (error instanceof TemplateNotStoredYet) throw new ApiError('templateNotStored', `Template ${error.template} is not stored yet; send the event again.`);
    throw error;
  }
}
