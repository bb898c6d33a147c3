import { describe, expect, it } from 'vitest';
import { shapeProblems, templateStatusUpdate } from '../../../testing/meta-docs-examples';
import { templateStatusWebhook } from './webhook-payloads';

/**
 * Issue #32: template status webhooks are outside Meta's OpenAPI file, so the sandbox's are checked
 * against the example Meta's reference page publishes (server/testing/meta-docs-examples.ts).
 */
const template = { wabaId: '102290129340398', id: '1689556908129832', name: 'order_confirmation', language: 'en_US', category: 'MARKETING' };

describe("the sandbox's template webhooks against Meta's published examples", () => {
  it('posts message_template_status_update as the reference page shows it', () => {
    for (const [event, reason] of [['APPROVED', null], ['REJECTED', 'INVALID_FORMAT'], ['PAUSED', 'NONE']] as const) {
      expect(shapeProblems(templateStatusUpdate, templateStatusWebhook(template, event, reason, new Date('2026-11-30T04:00:00Z')))).toEqual([]);
    }
  });

  it('finds a malformed body: an id as a string, a missing category, a key Meta does not send', () => {
    const body = templateStatusWebhook(template, 'APPROVED', null, new Date('2026-11-30T04:00:00Z')) as { entry: { changes: { value: Record<string, unknown> }[] }[] };
    const value = body.entry[0]!.changes[0]!.value;
    const broken = structuredClone(body);
    const changed = broken.entry[0]!.changes[0]!.value;
    changed.message_template_id = String(value.message_template_id);
    delete changed.message_template_category;
    changed.status = 'APPROVED';
    expect(shapeProblems(templateStatusUpdate, broken)).toEqual([
      'entry[0].changes[0].value.message_template_id: string where the page shows integer',
      'entry[0].changes[0].value.message_template_category: missing',
      'entry[0].changes[0].value.status: not on the page',
    ]);
  });
});
