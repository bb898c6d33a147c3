import type { WebhookEventCategory } from '@/api/contracts/webhook-rules';
import type { ChannelEvent } from '../channel/channel';
import type { Db, Queryable } from '../platform/db/db';
import type { ServerContext } from '../platform/context';
import { insertDelivery } from './deliveries-repo';
import { runningDeliveryQueue } from './delivery-queue';
import { routeEvent, TARGET_RULE_COLUMNS, type CampaignLookups, type RoutedEvent, type TargetRule } from './event-routing';

/** The rules of a number that take a category: those listing it, or else the number's default rule. */
export function rulesFor(rules: readonly TargetRule[], numberId: string, category: WebhookEventCategory): TargetRule[] {
  const own = rules.filter((rule) => rule.sender_number_id === numberId);
  const listing = own.filter((rule) => rule.event_categories.includes(category));
  return listing.length ? listing : own.filter((rule) => rule.default_rule);
}

/** The rules of a set of numbers, read once per webhook (its events mostly concern one number). */
type RuleLookups = Map<string, Promise<TargetRule[]>>;

async function recordOne(q: Queryable, routed: RoutedEvent, at: Date, seen: RuleLookups): Promise<string[]> {
  const key = routed.numberIds.join('\u0000');
  const lookup =
    seen.get(key) ??
    (routed.rules
      ? Promise.resolve(routed.rules)
      : q.query<TargetRule>(`select ${TARGET_RULE_COLUMNS} from webhook_rules r join sender_numbers s on s.id = r.sender_number_id where r.sender_number_id = any($1::text[])`, [routed.numberIds]));
  seen.set(key, lookup);
  const rules = await lookup;
  const ids: string[] = [];
  for (const numberId of routed.numberIds) {
    for (const rule of rulesFor(rules, numberId, routed.category)) {
      const payload = {
        category: routed.category,
        occurredAt: routed.occurredAt,
        wabaNumber: rule.display_number,
        phoneNumberId: numberId,
        labels: { eventType: rule.event_type, channelId: rule.channel_id, senderId: rule.sender_label, handoverTemplate: rule.handover_template },
        event: routed.event,
      };
      ids.push(await insertDelivery(q, { ruleId: rule.id, category: routed.category, payload, at }));
    }
  }
  return ids;
}

/** Writes a delivery for every rule an event reaches; a duplicate the provider sent again reaches none. */
export async function recordForwards(db: Db, events: readonly ChannelEvent[], outcomes: readonly string[], at: Date): Promise<string[]> {
  const ids: string[] = [];
  const campaigns: CampaignLookups = new Map();
  const rules: RuleLookups = new Map();
  for (const [index, event] of events.entries()) {
    if (outcomes[index] === 'duplicate') continue;
    const routed = await routeEvent(db, event, campaigns);
    if (routed?.numberIds.length) ids.push(...(await recordOne(db, routed, at, rules)));
  }
  return ids;
}

/**
 * After the provider's events are applied: their deliveries are written and queued. A failure here
 * is logged, never answered to the provider (its events are stored; it must not send them again).
 */
export async function forwardChannelEvents(ctx: ServerContext, events: readonly ChannelEvent[], outcomes: readonly string[]): Promise<void> {
  try {
    const ids = await recordForwards(ctx.db, events, outcomes, ctx.options.now());
    if (ids.length) await runningDeliveryQueue(ctx.db)?.enqueue(ids);
  } catch (error) {
    ctx.logger.error({ err: error }, 'webhook forwarding failed');
  }
}
