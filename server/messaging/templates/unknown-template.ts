import type { Db } from '../../platform/db/db';
import type { ChannelEvent } from '../../channel/channel';

/**
 * The provider id of a template verdict's template we have not stored yet, if any. A verdict can
 * overtake the create call's answer (a fast provider, the sandbox's instant timing); refusing the
 * webhook makes the provider post it again a moment later, by which time the row is stored.
 */
export async function unknownTemplateIn(db: Db, events: readonly ChannelEvent[]): Promise<string | null> {
  for (const event of events) {
    if (event.kind !== 'template' && event.kind !== 'template-quality') continue;
    const [known] = await db.query('select 1 from whatsapp_templates where provider_id = $1', [event.providerTemplateId]);
    if (!known) return event.providerTemplateId;
  }
  return null;
}
