import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES_BASE } from '@/api/contracts/whatsapp-template-api';
import { WABA_BASE } from '@/api/contracts/whatsapp-waba';
import type { WhatsappSandbox } from '../../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins, demoMessaging } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { eventually } from '../../../testing/eventually';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { signedIn } from '../../../testing/routes/chatbot';
import { createInWhatsappManager, withTemplateSandbox } from '../../../testing/routes/templates';

const ACME = demoLogins.designer.esme;
const wabaOf = (esme: number) => demoMessaging.find((demo) => demo.esme === esme)?.waba.id ?? '';

const utility = (name: string, body: string) => ({
  name,
  language: 'en_US',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: body }],
});

interface Listed {
  id: string;
  name: string;
  status: string;
  quality_rating: string;
  rejected_reason: string | null;
}

describe.each(testDatabases)('syncTemplates on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let holdWebhooks: () => () => void;
  let designer: ApiClient;
  let userAdmin: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    const wired = await withTemplateSandbox(base);
    sandbox = wired.sandbox;
    holdWebhooks = wired.holdWebhooks;
    designer = await signedIn(wired.server, demoLogins.designer);
    userAdmin = await signedIn(wired.server, demoLogins.userAdmin);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const sync = (api: ApiClient, body: Record<string, unknown>) => api.call('POST', `${WABA_BASE}/syncTemplates`, { body });
  const listed = async (): Promise<Listed[]> => (await designer.call('POST', `${TEMPLATES_BASE}/getAllTemplates`, { body: { esmeaddr: ACME, wabaId: wabaOf(ACME), sessionId: 's' } })).json.templates;

  it('brings templates made in WhatsApp Manager into the console with their status, reason and quality, and later changes too', async () => {
    await createInWhatsappManager(sandbox, wabaOf(ACME), utility('manager_made_receipt', 'Your receipt for order 1042 is ready.'));
    await createInWhatsappManager(sandbox, wabaOf(ACME), utility('manager_made_lottery', 'You won the lottery, reply to claim.'));
    await eventually('the sandbox reviews both', async () => [sandbox.templates.find('manager_made_receipt', 'en_US')?.status, sandbox.templates.find('manager_made_lottery', 'en_US')?.status], (statuses) => !statuses.includes('PENDING'));
    expect((await listed()).map((template) => template.name)).not.toContain('manager_made_receipt');

    const first = await sync(designer, { esmeaddr: ACME, wabaId: wabaOf(ACME) });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ added: 2, updated: 0 });
    const receipt = (await listed()).find((template) => template.name === 'manager_made_receipt');
    const lottery = (await listed()).find((template) => template.name === 'manager_made_lottery');
    expect(receipt).toMatchObject({ status: 'APPROVED', quality_rating: 'UNKNOWN' });
    expect(lottery).toMatchObject({ status: 'REJECTED', rejected_reason: 'SCAM' });

    // Meta rates the template while its webhook is held back: only the sync can tell us.
    const release = holdWebhooks();
    const rated = sandbox.templates.changeQuality(receipt?.id ?? '', 'RED');
    expect((await sync(designer, { wabaId: wabaOf(ACME) })).json).toEqual({ added: 0, updated: 1 });
    expect((await listed()).find((template) => template.name === 'manager_made_receipt')?.quality_rating).toBe('RED');
    release();
    await rated;
    expect((await sync(designer, { wabaId: wabaOf(ACME) })).json).toEqual({ added: 0, updated: 0 });
  });

  it("lists the account's WABAs at spec §7's waba list, not at the old templates path", async () => {
    const listed = await designer.call('GET', `${WABA_BASE}/list`);
    expect(listed.json).toEqual({ wabas: [{ id: wabaOf(ACME), name: expect.any(String) }] });
    expect((await designer.call('GET', `${TEMPLATES_BASE}/wabas`)).status).toBe(404);
    expect((await userAdmin.call('GET', `${WABA_BASE}/list`)).status).toBe(403);
  });

  it('refuses a WABA id that is not digits naming the field, another account\'s WABA, and users who do not manage templates', async () => {
    const bad = await sync(designer, { wabaId: 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('wabaId');
    const lounge = demoLogins.lounge.esme;
    expect((await sync(designer, { wabaId: wabaOf(lounge) })).status).toBe(404);
    expect((await sync(designer, { esmeaddr: lounge, wabaId: wabaOf(lounge) })).status).toBe(403);
    expect((await sync(userAdmin, { wabaId: wabaOf(ACME) })).status).toBe(403);
  });
});
