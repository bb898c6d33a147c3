import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RCS_CAMPAIGN_BASE } from '@/api/contracts/rcs-senders';
import { demoLogins } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { signedIn } from '../../../testing/routes/chatbot';

const SENDERS = `${RCS_CAMPAIGN_BASE}/getSenderIds`;
const SMS = `${RCS_CAMPAIGN_BASE}/rcs/getSmsSenderIds`;

describe.each(testDatabases)('RCS sender ids on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let umbrella: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    umbrella = await signedIn(server, demoLogins.whiteLabel);
  });
  afterAll(() => server.dispose());

  it("answers each account's own RBM agents and SMS header, never another account's", async () => {
    const acme = await designer.call('POST', SENDERS, { body: { esmeaddr: 1001 } });
    expect(acme.status).toBe(200);
    expect(acme.json.senderIds).toEqual([
      { senderId: 'acme_care_agent', name: 'Acme Care', description: 'Acme customer care', color: '#047857' },
      { senderId: 'acme_retail_agent', name: 'Acme Retail', description: 'Offers and orders from Acme', color: '#b91c1c' },
    ]);
    expect((await designer.call('POST', SMS, { body: { esmeaddr: 1001 } })).json).toEqual({ smsSenderIds: [{ senderId: 'ACMERT' }] });
    const other = await umbrella.call('POST', SENDERS, { body: { esmeaddr: 1003 } });
    expect(other.json.senderIds.map((sender: { senderId: string }) => sender.senderId)).toEqual(['umbrella_bots_agent', 'umbrella_news_agent']);
    expect((await umbrella.call('POST', SMS, { body: { esmeaddr: 1003 } })).json.smsSenderIds).toEqual([{ senderId: 'UMBRLA' }]);
  });

  it("refuses another account's esmeaddr, and names a missing or malformed one", async () => {
    for (const path of [SENDERS, SMS]) {
      const stranger = await umbrella.call('POST', path, { body: { esmeaddr: 1001 } });
      expect(stranger.status).toBe(403);
      expect(JSON.stringify(stranger.json)).not.toContain('acme');
      const missing = await designer.call('POST', path, { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.json.fields).toHaveProperty('esmeaddr');
      expect((await designer.call('POST', path, { body: { esmeaddr: 'acme' } })).json.fields).toHaveProperty('esmeaddr');
    }
  });

  it('is closed to users whose services or role do not open RCS campaigns', async () => {
    const analyst = await signedIn(server, demoLogins.analyst);
    const userAdmin = await signedIn(server, demoLogins.userAdmin);
    expect((await analyst.call('POST', SENDERS, { body: { esmeaddr: 1001 } })).status).toBe(403);
    expect((await userAdmin.call('POST', SMS, { body: { esmeaddr: 1001 } })).status).toBe(403);
  });
});
