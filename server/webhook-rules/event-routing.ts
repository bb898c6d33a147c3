import type { WebhookEventCategory } from '@/api/contracts/webhook-rules';
import type { ChannelEvent } from '../channel/channel';
import type { Queryable } from '../platform/db/db';
import type { RuleRow } from './rules-repo';

/** A rule of one of our numbers, with what a forwarded payload says of the number. */
export type TargetRule = Pick<
  RuleRow,
  'id' | 'sender_number_id' | 'display_number' | 'event_categories' | 'default_rule' | 'event_type' | 'channel_id' | 'sender_label' | 'handover_template'
>;

/** A TargetRule's columns, of `webhook_rules r join sender_numbers s on s.id = r.sender_number_id`. */
export const TARGET_RULE_COLUMNS = 'r.id, r.sender_number_id, s.display_number, r.event_categories, r.default_rule, r.event_type, r.channel_id, r.sender_label, r.handover_template';

/** One event as a rule's endpoint receives it (before the envelope), and the numbers it belongs to. */
export interface RoutedEvent {
  category: WebhookEventCategory;
  numberIds: string[];
  occurredAt: string;
  event: Record<string, unknown>;
  /** The rules of those numbers, when the routing read them already (a status's campaign brings its number's): none to look up again. */
  rules?: TargetRule[];
}

/** Our send reference is `<campaign id>:<recipient id>` (dispatch/run-chunk.ts). */
const REFERENCE = /^([0-9a-f-]{36}):\d{1,18}$/;

type CampaignRow = { campaign_id: string; sender_id: string; name: string; rules: TargetRule[] };

/**
 * Campaigns already looked up while routing one webhook, by id: a webhook carries up to a hundred
 * statuses of one campaign, and one query answers them all.
 */
export type CampaignLookups = Map<string, Promise<CampaignRow | undefined>>;

async function statusRoute(q: Queryable, event: Extract<ChannelEvent, { kind: 'status' }>, seen: CampaignLookups): Promise<RoutedEvent | null> {
  const campaignId = (event.reference && REFERENCE.exec(event.reference)?.[1]) ?? null;
  const lookup = () =>
    q
      .query<CampaignRow>(
        // The number's rules in the same statement: an RBM push is one status, so a batch is often one event, and its campaign and rules were two round trips (issue #33).
        `select c.id as campaign_id, c.sender_id, c.name,
           (select coalesce(json_agg(t), '[]'::json) from (
              select ${TARGET_RULE_COLUMNS} from webhook_rules r join sender_numbers s on s.id = r.sender_number_id where r.sender_number_id = c.sender_id
            ) t) as rules
         from campaigns c
         where c.id = coalesce($1::uuid, (select r.campaign_id from campaign_recipients r where r.provider_message_id = $2 limit 1))`,
        [campaignId, event.providerMessageId],
      )
      .then(([found]) => found);
  let row: CampaignRow | undefined;
  if (campaignId) {
    const known = seen.get(campaignId) ?? lookup();
    seen.set(campaignId, known);
    row = await known;
  } else row = await lookup();
  if (!row) return null;
  return {
    category: 'MESSAGE_STATUS',
    numberIds: [row.sender_id],
    rules: row.rules,
    occurredAt: event.at.toISOString(),
    event: {
      messageId: event.providerMessageId,
      status: event.status,
      recipient: event.recipient,
      campaignId: row.campaign_id,
      campaignName: row.name,
      ...(event.error ? { error: event.error } : {}),
    },
  };
}

async function templateNumbers(q: Queryable, providerTemplateId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'select s.id from whatsapp_templates t join sender_numbers s on s.waba_id = t.waba_id where t.provider_id = $1',
    [providerTemplateId],
  );
  return rows.map((row) => row.id);
}

/** Which rule category an event is and which of our numbers it concerns; null when none of ours. */
export async function routeEvent(q: Queryable, event: ChannelEvent, seen: CampaignLookups = new Map()): Promise<RoutedEvent | null> {
  const at = event.at.toISOString();
  switch (event.kind) {
    case 'status':
      return statusRoute(q, event, seen);
    case 'inbound':
      return {
        category: 'INBOUND_MESSAGE',
        numberIds: [event.senderId],
        occurredAt: at,
        event: { messageId: event.providerMessageId, from: event.from, text: event.text, ...(event.payload ? { payload: event.payload } : {}) },
      };
    case 'template':
      return {
        category: 'TEMPLATE_STATUS',
        numberIds: await templateNumbers(q, event.providerTemplateId),
        occurredAt: at,
        event: { templateId: event.providerTemplateId, name: event.name, language: event.language, status: event.event, reason: event.reason },
      };
    case 'template-quality':
      return {
        category: 'TEMPLATE_QUALITY',
        numberIds: await templateNumbers(q, event.providerTemplateId),
        occurredAt: at,
        event: { templateId: event.providerTemplateId, name: event.name, language: event.language, quality: event.quality, previousQuality: event.previousQuality },
      };
    case 'quality': {
      const rows = await q.query<{ id: string }>('select id from sender_numbers where id = $1 or display_number = $1', [event.senderId]);
      return { category: 'NUMBER_QUALITY', numberIds: rows.map((row) => row.id), occurredAt: at, event: { quality: event.quality, ...(event.tier !== undefined ? { tier: event.tier } : {}) } };
    }
    // Not among the customer webhook categories: the Home card shows the WABA onboarded.
    case 'mm-lite-terms':
      return null;
  }
}
