import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES_BASE } from '@/api/contracts/whatsapp-template-api';
import { signedIn } from '../../testing/routes/chatbot';
import { withTemplateSandbox } from '../../testing/routes/templates';
import type { WhatsappSandbox } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

const ACME = demoLogins.designer.esme;
const WABA = demoMessaging.find((demo) => demo.esme === ACME)?.waba.id ?? '';
const CREATES = /^POST \/v\d+\.\d+\/\d+\/message_templates$/;
const LISTS = /^GET \/v\d+\.\d+\/\d+\/message_templates$/;

const utility = (name: string) => ({
  name,
  language: 'en_US',
  category: 'UTILITY',
  parameter_format: 'POSITIONAL',
  components: [{ type: 'BODY', text: 'Your order {{1}} is on its way.', example: { body_text: [['A-1042']] } }],
});

describe.each(testDatabases)('template management while the WhatsApp provider misbehaves, on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    // A provider that never answers is given up on after 2 s here (15 s in production).
    const wired = await withTemplateSandbox(base, [30, 30], {}, { timeoutMs: 2_000 });
    sandbox = wired.sandbox;
    designer = await signedIn(wired.server, demoLogins.designer);
  });
  afterEach(() => sandbox.faults.clear());
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const create = (name: string) => designer.call('POST', `${TEMPLATES_BASE}/create`, { body: { esmeaddr: ACME, wabaId: WABA, sessionId: designer.sessionId, template: utility(name) } });
  const sync = () => designer.call('GET', `${TEMPLATES_BASE}/getAllTemplatesInRange`, { query: { esmeaddr: String(ACME), wabaId: WABA, from: '2000-01-01', to: '2100-01-01' } });
  const ours = async (name: string) =>
    base.db.query<{ provider_id: string; status: string }>('select provider_id, status from whatsapp_templates where waba_id = $1 and name = $2', [WABA, name]);

  it("answers a refusal before anything happened (500, 503 with Retry-After, a proxy's page) with 502 and the provider's words, keeps nothing, and the same request then goes through", async () => {
    const faults = [
      { fault: { kind: 'status', status: 500 }, words: 'An unknown error occurred' },
      { fault: { kind: 'status', status: 503, retryAfterSeconds: 30 }, words: 'Service temporarily unavailable' },
      { fault: { kind: 'status', status: 502, html: true }, words: 'HTTP 502 without a Graph error body' },
    ] as const;
    for (const [index, { fault, words }] of faults.entries()) {
      const name = `refused_${index}_${database.name.length}`;
      sandbox.faults.inject(fault, { match: CREATES });
      const refused = await create(name);
      expect(refused.status).toBe(502);
      expect(refused.json).toMatchObject({ error: 'outbound_failed', message: expect.stringContaining(words) });
      expect(await ours(name)).toEqual([]);
      expect(sandbox.templates.find(name, 'en_US')).toBeUndefined();
      const again = await create(name);
      expect(again.status).toBe(200);
      expect(await ours(name)).toHaveLength(1);
    }
  });

  it('takes a template the provider created though its answer was lost (a hang, a reset, an unreadable answer) as created, once, and its verdict arrives', async () => {
    for (const kind of ['hang', 'reset', 'garbage'] as const) {
      const name = `lost_answer_${kind}_${database.name.length}`;
      sandbox.faults.inject({ kind }, { match: CREATES });
      const answer = await create(name);
      expect(answer.status, kind).toBe(200);
      expect(sandbox.templates.find(name, 'en_US')).toBeDefined();
      const stored = await ours(name);
      expect(stored).toHaveLength(1);
      // As the provider holds it by now: its 30 ms review may have ended while the answer was lost.
      expect(answer.json).toMatchObject({ name, status: expect.stringMatching(/PENDING|APPROVED|REJECTED/), id: stored[0]?.provider_id });
      const decided = await eventually('the review', () => ours(name), (rows) => rows[0]?.status !== 'PENDING');
      expect(decided[0]?.status).toMatch(/APPROVED|REJECTED/);
    }
  });

  it('says plainly when neither the creation nor the look-up was answered, and a sync later finds the template once', async () => {
    const name = `unknown_fate_${database.name.length}`;
    sandbox.faults.inject({ kind: 'reset' }, { match: CREATES });
    sandbox.faults.inject({ kind: 'status', status: 500 }, { match: LISTS });
    const answer = await create(name);
    expect(answer.status).toBe(502);
    // The cause's code is undici's (UND_ERR_SOCKET on Node 20) and may differ by Node version.
    expect(answer.json.message).toMatch(/^The connection to the provider broke off \(.+\), so whether the provider created the template is not known\. Sync the templates in a minute to see it if it did\.$/);
    expect(await ours(name)).toEqual([]);
    const synced = await sync();
    expect(synced.status).toBe(200);
    expect(await ours(name)).toHaveLength(1);
  });

  it('asks a list cut off once again; answers one cut off twice or unreadable with 502 and changes nothing; the next sync works', async () => {
    // Names only: review verdicts of the templates made above may still be landing.
    const templates = () => base.db.query('select sno, name from whatsapp_templates where waba_id = $1 order by sno', [WABA]);
    sandbox.faults.inject({ kind: 'reset' }, { match: LISTS });
    expect((await sync()).status).toBe(200);
    const before = await templates();
    for (const [kind, times] of [['reset', 2], ['garbage', 1]] as const) {
      sandbox.faults.inject({ kind }, { match: LISTS, times });
      const broken = await sync();
      expect(broken.status, kind).toBe(502);
      expect(broken.json).toMatchObject({ error: 'outbound_failed', message: expect.stringMatching(/^The provider did not take the request: /) });
      expect(await templates()).toEqual(before);
    }
    expect((await sync()).status).toBe(200);
  });
});
