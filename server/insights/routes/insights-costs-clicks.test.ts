import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePrice } from '@/api/rules/rate-card';
import { signWebhookBody, signatureHeader } from '../../messaging/channels/whatsapp/webhook-signature';
import { eventually } from '../../testing/eventually';
import { statusWebhook } from '../../messaging/sandbox/whatsapp/webhook-payloads';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { TEST_EPOCH } from '../../testing/seeded-pglite';
import { testDatabases } from '../../testing/test-databases';
import { signedIn } from '../../testing/routes/chatbot';
import { action, CAMPAIGNS, draftFor, phones, senderOf, templateSno, uploadAudience } from '../../testing/routes/campaign';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';

const ACME = demoLogins.designer.esme;
const LOUNGE = demoLogins.lounge.esme;
const US = '+12025550143';
const SHOP = 'https://shop.example/spring-sale?from=whatsapp';
type Funnel = { sent: number; delivered: number; read: number; failed: number };

describe.each(testDatabases)('insights roll-up, cost and clicks after a sandbox campaign on $name', (database) => {
  let sandboxed: SandboxedServer;
  let admin: ApiClient;
  let designer: ApiClient;
  let lounge: ApiClient;
  let utilityId: string;
  let trackedId: string;
  let trackedSno: number;
  let period: { from: string; to: string };

  const insights = (query: Record<string, string>) => admin.call('GET', '/api/insights', { query: { ...period, esme: String(ACME), ...query } });

  /** A campaign of `rows` sent now, settled: COMPLETED, every webhook the sandbox owed posted. */
  async function sendCampaign(body: Awaited<ReturnType<typeof draftFor>>, rows: { phone: string }[]): Promise<string> {
    const created = await designer.call('POST', CAMPAIGNS, { body });
    expect(created.status).toBe(200);
    await uploadAudience(designer, created.json.id, rows);
    await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } });
    await sandboxed.messaging.tick();
    await eventually('the campaign completed', async () => (await designer.call('GET', `${CAMPAIGNS}/${created.json.id}`)).json, (campaign) => campaign.state === 'COMPLETED', { timeoutMs: 60_000 });
    await sandboxed.opened.sandboxes.whatsapp?.idle();
    return created.json.id as string;
  }

  /** The funnel counted straight from the recipients' rows (a read message was delivered and sent). */
  async function rawFunnel(campaignId: string): Promise<Funnel> {
    const [row] = await sandboxed.server.db.query<Record<keyof Funnel, string>>(
      `select count(*) filter (where status in ('SENT', 'DELIVERED', 'READ')) as sent, count(*) filter (where status in ('DELIVERED', 'READ')) as delivered,
         count(*) filter (where status = 'READ') as read, count(*) filter (where status = 'FAILED') as failed
       from campaign_recipients where campaign_id = $1`,
      [campaignId],
    );
    return { sent: Number(row?.sent), delivered: Number(row?.delivered), read: Number(row?.read), failed: Number(row?.failed) };
  }

  /** Posts a status webhook for a message again, signed as the provider signs it: a provider retry. */
  async function repostStatus(campaignId: string, status: 'sent' | 'delivered') {
    const [message] = await sandboxed.server.db.query<{ provider_message_id: string; phone: string }>(
      `select provider_message_id, phone from campaign_recipients where campaign_id = $1 and status in ('DELIVERED', 'READ') order by id limit 1`,
      [campaignId],
    );
    const number = sandboxed.opened.sandboxes.whatsapp?.phoneNumbers.find((candidate) => candidate.id === senderOf(ACME));
    if (!message || !number) throw new Error('no delivered message to repeat');
    const body = JSON.stringify(statusWebhook({ number, messageId: message.provider_message_id, status, waId: message.phone.slice(1), at: new Date(), category: 'UTILITY' }));
    const answer = await sandboxed.server.app.request('/webhooks/whatsapp', { method: 'POST', body, headers: { 'content-type': 'application/json', [signatureHeader]: signWebhookBody(body, sandboxed.opened.webhooks.whatsapp?.appSecret ?? '') } });
    expect(answer.status).toBe(200);
  }

  beforeAll(async () => {
    sandboxed = await startSandboxedServer(database);
    admin = await signedIn(sandboxed.server, demoLogins.admin);
    designer = await signedIn(sandboxed.server, demoLogins.designer);
    lounge = await signedIn(sandboxed.server, demoLogins.lounge);
    utilityId = await sendCampaign(await draftFor(designer, ACME, { name: 'Utility receipts' }), [...phones(8, 7100), US].map((phone) => ({ phone })));
    // A template whose URL button is our click redirect; the campaign's value for it is the shop's address.
    const [template] = await sandboxed.server.db.query<{ sno: string }>(
      `insert into whatsapp_templates (esme, waba_id, provider_id, name, language, category, components, status, created_on, updated_on)
       select $1, waba_id, 'tracked-sale-1', 'tracked_sale', 'en_US', 'MARKETING', $2::jsonb, 'APPROVED', now(), now() from whatsapp_templates where sno = $3
       returning sno::text`,
      [ACME, JSON.stringify([{ type: 'BODY', text: 'Our spring sale is on.' }, { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Shop the sale', url: 'https://console.example/api/r/{{1}}', example: ['https://console.example/api/r/abc'] }] }]), await templateSno(designer, 'payment_received')],
    );
    trackedSno = Number(template?.sno);
    const variableMapping = { 'button.0': { kind: 'text' as const, text: SHOP } };
    trackedId = await sendCampaign(await draftFor(designer, ACME, { name: 'Tracked sale', templateSno: trackedSno, variableMapping }), phones(4, 7300).map((phone) => ({ phone })));
    // Sends are stamped by the test clock, statuses and charges by the sandbox's wall clock: the period holds both.
    period = { from: new Date(Date.parse(TEST_EPOCH) - 3_600_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
  }, 150_000);
  afterAll(() => sandboxed.dispose());

  it("takes a URL button's value under button.<index>, the one key the sender reads, and asks for that key when it is missing", async () => {
    // The tracked campaign above was drafted with `button.0` alone and its messages carry the link (the click tests below).
    const bare = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Untracked sale', templateSno: trackedSno, variableMapping: { '1': { kind: 'text', text: SHOP } } }) });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.json.fields)).toEqual(['variableMapping.button.0']);
  });

  it('adds up to the raw counts in the daily roll-up, and a retried status webhook changes nothing', async () => {
    const raw = await rawFunnel(utilityId);
    expect(raw.sent).toBeGreaterThan(0);
    const before = await insights({ campaignId: utilityId });
    expect(before.json.breakdown.campaigns).toEqual([{ key: utilityId, label: 'Utility receipts', ...raw }]);
    const [daily] = await sandboxed.server.db.query<{ n: string }>(`select coalesce(sum(count), 0)::text as n from insights_daily where campaign_id = $1 and status = 'DELIVERED'`, [utilityId]);
    expect(Number(daily?.n)).toBe(raw.delivered);

    await repostStatus(utilityId, 'delivered');
    await repostStatus(utilityId, 'sent');
    const after = await insights({ campaignId: utilityId });
    expect(after.json.breakdown.campaigns[0]).toMatchObject(raw);
    expect(after.json.costs).toEqual(before.json.costs);
  });

  it('charges a utility template as utility, by country as the rate card says, with the cost per delivery', async () => {
    const delivered = await sandboxed.server.db.query<{ phone: string }>(`select phone from campaign_recipients where campaign_id = $1 and status in ('DELIVERED', 'READ')`, [utilityId]);
    const india = delivered.filter((row) => row.phone.startsWith('+91')).length;
    const us = delivered.length - india;
    const amount = india * messagePrice('utility', 'IN') + us * messagePrice('utility', 'US');
    const { costs } = (await insights({ campaignId: utilityId })).json;
    expect(costs).toMatchObject({ currency: 'USD', messages: delivered.length, categories: [{ category: 'utility', messages: delivered.length }] });
    expect(costs.amount).toBeCloseTo(amount, 6);
    expect(costs.costPerDelivery).toBeCloseTo(amount / delivered.length, 6);
    expect(costs.countries.map((row: { country: string; messages: number }) => [row.country, row.messages]).sort()).toEqual([...(india ? [['IN', india]] : []), ...(us ? [['US', us]] : [])].sort());
  });

  it('counts each click of a message’s tracked button once, for its campaign, and redirects to the shop', async () => {
    const received = sandboxed.opened.sandboxes.whatsapp?.received;
    const tokens = phones(4, 7300).flatMap((phone) => {
      const button = received?.get(phone)?.at(-1)?.components.find((component) => component.type === 'button');
      const parameter = button?.parameters[0];
      return parameter?.type === 'text' ? [parameter.text] : [];
    });
    expect(tokens).toHaveLength(4);
    expect(new Set(tokens).size).toBe(4);
    for (const token of [tokens[0], tokens[0], tokens[1]]) {
      const followed = await sandboxed.server.app.request(`/api/r/${token}`);
      expect([followed.status, followed.headers.get('location')]).toEqual([302, SHOP]);
    }
    const answer = await insights({ campaignId: trackedId });
    const delivered = (await rawFunnel(trackedId)).delivered;
    const spent = answer.json.costs.amount;
    expect(answer.json.engagement.campaigns).toEqual([
      { key: trackedId, label: 'Tracked sale', delivered, clicks: 3, clicked: 2, clickRate: delivered ? 2 / delivered : null, amount: spent, costPerClick: expect.closeTo(spent / 3, 6) },
    ]);
    expect(answer.json.engagement.templates[0]).toMatchObject({ label: 'tracked_sale (en_US)', clicks: 3, clicked: 2 });
    expect(answer.json.totals.clicks).toBe(3);
    expect((await insights({ campaignId: utilityId })).json.engagement.campaigns[0]).toMatchObject({ clicks: 0, costPerClick: null });
    expect((await sandboxed.server.app.request('/api/r/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it("refuses another account's campaign (404) and a bad filter (400 naming the field)", async () => {
    expect((await insights({ esme: String(LOUNGE), campaignId: trackedId })).status).toBe(404);
    const token = (await lounge.call('POST', '/api/getToken', { body: { username: 'lounge', esmeaddr: String(LOUNGE), sessionId: lounge.sessionId, hostName: 'localhost', appName: 'whatsapp' } })).json.accesstoken as string;
    const theirs = await lounge.call('GET', '/api/reports/insights', { query: { ...period, campaignId: trackedId }, auth: false, headers: { authorization: `Bearer ${token}` } });
    expect(theirs.status).toBe(404);
    const bad = await insights({ templateSno: 'abc' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['templateSno']);
  });
});
