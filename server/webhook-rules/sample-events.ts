import type { WebhookEventCategory } from '@/api/contracts/webhook-rules';
import type { RuleRow } from './rules-repo';

/** Made-up values a receiver can recognise as not real: a sample number, the all-zero campaign id. */
const SAMPLE_PHONE = '+919800000000';

/** Each category's `event` as a real forward has it (event-routing.ts), with sample values. */
const SAMPLE_EVENTS: Record<WebhookEventCategory, Record<string, unknown>> = {
  MESSAGE_STATUS: { messageId: 'wamid.TEST', status: 'delivered', recipient: SAMPLE_PHONE, campaignId: '00000000-0000-0000-0000-000000000000', campaignName: 'Test event' },
  INBOUND_MESSAGE: { messageId: 'wamid.TEST', from: SAMPLE_PHONE, text: 'This is a test event.' },
  TEMPLATE_STATUS: { templateId: 'test', name: 'sample_template', language: 'en', status: 'APPROVED', reason: null },
  TEMPLATE_QUALITY: { templateId: 'test', name: 'sample_template', language: 'en', quality: 'GREEN', previousQuality: 'YELLOW' },
  NUMBER_QUALITY: { quality: 'GREEN', tier: 1000 },
};

/**
 * The body of a test event for a rule: the shape of a real forward (forward-events.ts) with the rule's
 * own number and labels, `test: true`, and a sample event of the category.
 */
export function sampleEventPayload(rule: RuleRow, category: WebhookEventCategory, at: Date): Record<string, unknown> {
  return {
    test: true,
    category,
    occurredAt: at.toISOString(),
    wabaNumber: rule.display_number,
    phoneNumberId: rule.sender_number_id,
    labels: { eventType: rule.event_type, channelId: rule.channel_id, senderId: rule.sender_label, handoverTemplate: rule.handover_template },
    event: SAMPLE_EVENTS[category],
  };
}
