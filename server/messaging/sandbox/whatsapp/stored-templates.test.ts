import { afterEach, describe, expect, it } from 'vitest';
import { templateContent } from '@/api/contracts/whatsapp-template';
import { createCloudApiClient } from '../../channels/whatsapp/cloud-api-client';
import type { StoredTemplateRow } from './sandbox-templates';
import { startWhatsappSandbox, type WhatsappSandbox } from './start-whatsapp-sandbox';

const accessToken = 'stored-token';
const waba = '200000000000001';
const shipped: StoredTemplateRow = {
  id: '123456789012345',
  wabaId: waba,
  content: templateContent.parse({ name: 'order_shipped', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Your order {{1}} has shipped.', example: { body_text: [['A-1']] } }] }),
  status: 'APPROVED',
  quality: 'GREEN',
  reason: null,
};

const open: WhatsappSandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sandbox) => sandbox.close()));
});

async function sandboxWith(stored: StoredTemplateRow[]) {
  const asked: Array<{ wabaId: string } | { id: string }> = [];
  const sandbox = await startWhatsappSandbox({
    appSecret: 'secret',
    accessToken,
    timing: 'instant',
    seed: 1,
    deliverWebhook: () => Promise.resolve(),
    findStoredTemplates: (where) => {
      asked.push(where);
      return Promise.resolve(stored.filter((row) => ('id' in where ? row.id === where.id : row.wabaId === where.wabaId)));
    },
  });
  open.push(sandbox);
  return { sandbox, asked, client: createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken }) };
}

describe('the sandbox template list holds the templates the WABA already has', () => {
  it('lists, finds, edits and deletes a template it did not create, with its status and quality', async () => {
    const { client } = await sandboxWith([shipped]);
    const listed = await client.listTemplates(waba, { name: 'order_shipped' });
    expect(listed.data).toEqual([expect.objectContaining({ id: shipped.id, name: 'order_shipped', language: 'en_US', status: 'APPROVED', quality_score: { score: 'GREEN' } })]);
    expect(await client.findTemplate(waba, 'order_shipped', 'en_US')).toMatchObject({ id: shipped.id });

    await client.editTemplate(shipped.id, { components: [{ type: 'BODY', text: 'Order {{1}} is on its way.', example: { body_text: [['A-1']] } }] });
    expect((await client.listTemplates(waba)).data[0]).toMatchObject({ id: shipped.id, components: [{ type: 'BODY', text: 'Order {{1}} is on its way.' }] });

    await client.deleteTemplate(waba, 'order_shipped');
    expect((await client.listTemplates(waba)).data).toEqual([]);
  });

  it('edits a template first named by its id', async () => {
    const { client, asked } = await sandboxWith([shipped]);
    await client.editTemplate(shipped.id, { components: [{ type: 'BODY', text: 'Shipped: {{1}}.', example: { body_text: [['A-1']] } }] });
    expect(asked).toEqual([{ id: shipped.id }]);
  });

  it('gives templates ids no other sandbox process gives, even with the same seed', async () => {
    const first = await sandboxWith([]);
    const second = await sandboxWith([]);
    const content = templateContent.parse({ name: 'welcome', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Welcome.' }] });
    const [a, b] = await Promise.all([first.client.createTemplate(waba, content), second.client.createTemplate(waba, content)]);
    expect(a.id).toMatch(/^\d{15}$/);
    expect(b.id).toMatch(/^\d{15}$/);
    expect(a.id).not.toBe(b.id);
  });
});
