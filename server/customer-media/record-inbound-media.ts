import type { ChannelEvent } from '../channel/channel';
import type { ServerContext } from '../platform/context';

/**
 * After the provider's events are applied (a consumer in channel-event-consumers.ts): every file a customer sent
 * to one of our numbers is listed for the pending-download-list. Only its media id is kept; the
 * file is fetched from the provider on the first download. A failure is logged, never answered.
 */
export async function recordInboundMedia(ctx: ServerContext, events: readonly ChannelEvent[], outcomes: readonly string[]): Promise<void> {
  try {
    for (const [index, event] of events.entries()) {
      if (event.kind !== 'inbound' || !event.media || outcomes[index] === 'duplicate' || outcomes[index] === 'unknown_sender') continue;
      await ctx.db.query(
        `insert into inbound_media (esme, sender_id, from_phone, provider_message_id, media_id, kind, mime_type, file_name, caption, received_on)
         select esme, id, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::timestamptz from sender_numbers where id = $1
         on conflict (provider_message_id) do nothing`,
        [event.senderId, event.from, event.providerMessageId, event.media.id, event.media.kind, event.media.mimeType, event.media.fileName, event.text, event.at],
      );
    }
  } catch (error) {
    ctx.logger.error({ err: error }, 'recording inbound media failed');
  }
}
