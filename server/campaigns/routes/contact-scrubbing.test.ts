import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckContacts } from '../../messaging/sandbox/whatsapp/sandbox-contacts';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';

const SCRUB = `${WHATSAPP_CAMPAIGN_BASE}/contact-scrubbing`;

describe.each(testDatabases)('contact scrubbing on $name', (database) => {
  let server: TestServer;
  let onMeta: ApiClient;
  let onSandbox: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    onMeta = await signedIn(server, demoLogins.designer);
    onSandbox = await signedIn(withOptions(server, { whatsappContacts: sandboxCheckContacts('1') }), demoLogins.designer);
    await server.db.query(`insert into opt_outs (esme, phone, reason, at) values ($1, '+919812300002', 'STOP', now())`, [demoLogins.designer.esme]);
  });
  afterAll(() => server.dispose());

  it('answers each number with the first reason not to send: invalid, duplicate, opted out, not on WhatsApp (the sandbox rule)', async () => {
    // The sandbox's seeded rule: numbers ending in 000 are not on WhatsApp, as they fail with 131026 when sent.
    const answer = await onSandbox.call('POST', SCRUB, { body: { phones: ['+919812300001', '12', '919812300001', '+919812300002', '+919812301000'] } });
    expect(answer.status).toBe(200);
    expect(answer.json.results).toEqual([
      { input: '+919812300001', phone: '+919812300001', status: 'VALID', whatsapp: 'ON_WHATSAPP' },
      { input: '12', phone: null, status: 'INVALID', whatsapp: null },
      { input: '919812300001', phone: '+919812300001', status: 'DUPLICATE', whatsapp: null },
      { input: '+919812300002', phone: '+919812300002', status: 'OPTED_OUT', whatsapp: null },
      { input: '+919812301000', phone: '+919812301000', status: 'NOT_ON_WHATSAPP', whatsapp: 'NOT_ON_WHATSAPP' },
    ]);
  });

  it("answers UNKNOWN where the provider cannot tell (Meta's Cloud API) and keeps such numbers", async () => {
    const answer = await onMeta.call('POST', SCRUB, { body: { phones: ['+919812301000'] } });
    expect(answer.json.results).toEqual([{ input: '+919812301000', phone: '+919812301000', status: 'VALID', whatsapp: 'UNKNOWN' }]);
  });

  it('refuses a bad list with 400 naming the field', async () => {
    for (const phones of [[], Array.from({ length: 1001 }, () => '+919812300001'), ['x'.repeat(41)]]) {
      const answer = await onMeta.call('POST', SCRUB, { body: { phones } });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.json.fields).join()).toMatch(/^phones/);
    }
    const missing = await onMeta.call('POST', SCRUB, { body: {} });
    expect([missing.status, Object.keys(missing.json.fields)]).toEqual([400, ['phones']]);
  });
});
