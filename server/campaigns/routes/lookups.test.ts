import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateContent } from '@/api/contracts/whatsapp-template';
import { demoLogins, demoTemplates } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';

describe.each(testDatabases)('WhatsApp campaign look-ups on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let lounge: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    lounge = await signedIn(server, demoLogins.lounge);
  });
  afterAll(() => server.dispose());

  it('gives each demo account its numbers with their WABA, portfolio tier, throughput and quality', async () => {
    const acme = await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/senders`);
    expect(acme.json.senders).toEqual([
      expect.objectContaining({ displayNumber: '+919800000101', wabaName: 'Acme Retail WABA', messagingLimit: 10000, throughput: 80, quality: 'GREEN' }),
      expect.objectContaining({ displayNumber: '+919800000102', wabaName: 'Acme Retail WABA', messagingLimit: 10000 }),
    ]);
    const partners = await lounge.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/senders`);
    expect(partners.json.senders.map((sender: { displayNumber: string; messagingLimit: number }) => [sender.displayNumber, sender.messagingLimit])).toEqual([
      ['+971500000101', 2000],
      ['+971500000102', 2000],
      ['+971500000201', 250],
    ]);
  });

  it("lists the account's APPROVED templates in the Cloud API shape, by sender", async () => {
    const all = await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`);
    expect(all.json.templates.map((template: { name: string; category: string }) => `${template.name}/${template.category}`).sort()).toEqual([
      'new_collection/MARKETING',
      'order_shipped/UTILITY',
      'payment_received/UTILITY',
      'welcome_offer/MARKETING',
    ]);
    for (const template of demoTemplates) expect(templateContent.safeParse(template).success).toBe(true);
    const image = all.json.templates.find((template: { name: string }) => template.name === 'new_collection');
    expect(image.components[0]).toMatchObject({ type: 'HEADER', format: 'IMAGE' });
    const bySender = await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`, { query: { senderId: '100400000000101' } });
    expect(bySender.json.templates).toEqual([]);
    await server.db.query(`update whatsapp_templates set status = 'PAUSED' where name = 'order_shipped'`);
    expect((await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`)).json.templates).toHaveLength(3);
  });
});
