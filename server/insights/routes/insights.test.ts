import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveRecipients } from '../../messaging/campaigns/recipient-moves';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { draftWithAudience, phones } from '../../testing/routes/campaign';

const ACME = demoLogins.designer.esme;
const LOUNGE = demoLogins.lounge.esme;
const HOUR = 3600;
const HTML = { accept: 'text/html,application/xhtml+xml' };

describe.each(testDatabases)('insights and the reports application on $name', (database) => {
  let server: TestServer;
  let admin: ApiClient;
  let designer: ApiClient;
  let lounge: ApiClient;
  let campaignId: string;
  let loungeCampaignId: string;
  let period: { from: string; to: string };

  /** Moves `count` recipients of the campaign (after the first `skip`) from one status to another at the clock's time. */
  const move = (from: string, set: string, list: string[]) =>
    moveRecipients(server.db, { where: `campaign_id = $1 and status = '${from}' and phone = any($2::text[])`, set, params: [campaignId, list, server.clock.now()] });

  const tokenFor = async (api: ApiClient, username: string, esme: number) => {
    const answer = await api.call('POST', '/api/getToken', { body: { username, esmeaddr: String(esme), sessionId: api.sessionId, hostName: 'localhost', appName: 'whatsapp' } });
    expect(answer.status).toBe(200);
    return answer.json.accesstoken as string;
  };
  const withToken = (api: ApiClient, path: string, token: string, query: Record<string, string> = {}) =>
    api.call('GET', path, { query, auth: false, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startTestServer(database);
    admin = await signedIn(server, demoLogins.admin);
    designer = await signedIn(server, demoLogins.designer);
    lounge = await signedIn(server, demoLogins.lounge);
    campaignId = await draftWithAudience(designer, ACME, 10, { name: 'Insights launch' });
    loungeCampaignId = await draftWithAudience(lounge, LOUNGE, 2, { name: 'Lounge only' });
    const list = phones(10);
    const start = server.clock.now();
    await move('PENDING', `status = 'SENT', sent_at = $3`, list.slice(0, 8));
    await move('PENDING', `status = 'FAILED', error_code = '131026', error_text = 'Message undeliverable', failed_at = $3`, list.slice(8));
    server.clock.advance(2 * HOUR);
    await move('SENT', `status = 'DELIVERED', delivered_at = $3`, list.slice(0, 4));
    // A `read` before any `delivered`: the funnel still counts these two as delivered.
    await move('SENT', `status = 'READ', read_at = $3`, list.slice(4, 6));
    server.clock.advance(HOUR);
    await move('DELIVERED', `status = 'READ', read_at = $3`, list.slice(0, 1));
    period = { from: new Date(start.getTime() - HOUR * 1000).toISOString(), to: new Date(start.getTime() + 24 * HOUR * 1000).toISOString() };
    // Three sign-ins and two imports: slow on a busy CI machine, not wrong.
  }, 120_000);
  afterAll(() => server.dispose());

  it("gives an administrator the account's funnel, hourly series, reasons and breakdowns from the event counters", async () => {
    const answer = await admin.call('GET', '/api/insights', { query: { ...period, esme: String(ACME), granularity: 'hour', tz: 'Asia/Kolkata' } });
    expect(answer.status).toBe(200);
    const body = answer.json;
    expect(body.totals).toMatchObject({ sent: 8, delivered: 6, read: 3, failed: 2, deliveryRate: 0.75, readRate: 0.5 });
    expect(body.series.map((point: { sent: number; delivered: number; read: number; failed: number }) => [point.sent, point.delivered, point.read, point.failed])).toEqual([
      [8, 0, 0, 2],
      [0, 6, 2, 0],
      [0, 0, 1, 0],
    ]);
    expect(body.failures).toEqual([{ status: 'FAILED', code: '131026', text: 'Message undeliverable', count: 2 }]);
    expect(body.breakdown.campaigns).toEqual([{ key: campaignId, label: 'Insights launch', sent: 8, delivered: 6, read: 3, failed: 2 }]);
    expect(body.breakdown.channels.map((row: { key: string }) => row.key)).toEqual(['whatsapp']);
    expect(body.breakdown.templates[0].label).toMatch(/^payment_received/);
    expect(body.categories).toEqual([{ category: 'UTILITY', sent: 8, delivered: 6 }]);
    expect(body.options.accounts.map((account: { esme: number }) => account.esme)).toContain(LOUNGE);
  });

  it('cuts days in the asked zone and answers an empty period with zeros and no rates', async () => {
    const days = await admin.call('GET', '/api/insights', { query: { ...period, esme: String(ACME) } });
    expect(days.json.series).toHaveLength(1);
    const before = await admin.call('GET', '/api/insights', { query: { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z', esme: String(ACME) } });
    expect(before.json.totals).toMatchObject({ sent: 0, deliveryRate: null, readRate: null, clickRate: null });
    expect(before.json.series).toEqual([]);
  });

  it('reads a period whose offsets ISO allows and PostgreSQL does not (-18:52) as the same instants in UTC, not a 500 (found by the contract fuzz, #28)', async () => {
    const far = await admin.call('GET', '/api/insights', { query: { from: '2025-01-01T05:00:00-18:52', to: '2025-02-01T05:00:00+18:00', esme: String(ACME) } });
    expect(far.status).toBe(200);
    expect(far.json.totals).toMatchObject({ sent: 0 });
  });

  it('refuses bad periods and filters with 400 naming the field', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const answer = await admin.call('GET', '/api/insights', { query });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.json.fields)).toContain(field);
    };
    await bad({ from: period.to, to: period.from }, 'to');
    await bad({ from: 'yesterday', to: period.to }, 'from');
    await bad({ from: '2025-01-01T00:00:00Z', to: '2025-03-01T00:00:00Z', granularity: 'hour' }, 'granularity');
    await bad({ ...period, tz: 'Mars/Olympus' }, 'tz');
    await bad({ ...period, campaignId: 'not-a-uuid' }, 'campaignId');
    await bad({ ...period, channel: 'sms' }, 'channel');
  });

  it('keeps the console page to administrators and the reports token to its own account', async () => {
    expect((await designer.call('GET', '/api/insights', { query: period })).status).toBe(403);
    const token = await tokenFor(designer, 'designer', ACME);
    const own = await withToken(designer, '/api/reports/insights', token, { ...period, campaignId });
    expect(own.status).toBe(200);
    expect(own.json.totals).toMatchObject({ sent: 8, delivered: 6, read: 3, failed: 2 });
    expect(own.json.options.accounts).toEqual([]);
    expect((await withToken(designer, '/api/reports/insights', token, { ...period, campaignId: loungeCampaignId })).status).toBe(404);
    expect((await withToken(designer, '/api/reports/insights', token, { ...period, esme: String(LOUNGE) })).status).toBe(403);
    const loungeToken = await tokenFor(lounge, 'lounge', LOUNGE);
    const theirs = await withToken(lounge, '/api/reports/insights', loungeToken, period);
    expect(theirs.json.totals.sent).toBe(0);
    expect(theirs.json.breakdown.campaigns).toEqual([]);
  });

  it('serves the landing pages for a live token, and the expired page once reportsLogout revoked it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-page-'));
    writeFileSync(join(dir, 'reports.html'), '<!doctype html><html><head><title>Reports</title></head><body><div id="root"></div></body></html>');
    const site = withOptions(server, { spaDir: dir });
    const token = await tokenFor(designer, 'designer', ACME);
    for (const path of ['/campaigns/waba-reports', '/campaigns/waba-report-insight', '/rcs-outtraffic', '/campaigns/rcs-campaign-reports']) {
      const page = await site.app.request(`/api/reports${path}?accesstoken=${token}`, { headers: HTML });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<base href="/">');
    }
    expect((await withToken(designer, '/api/reports/insights/session', token)).json).toMatchObject({ username: 'designer', esme: ACME, appName: 'whatsapp' });

    expect((await designer.call('POST', '/api/reportsLogout', { body: { sessionId: designer.sessionId, hostName: 'localhost' } })).status).toBe(200);
    const closed = await site.app.request(`/api/reports/campaigns/waba-report-insight?accesstoken=${token}`, { headers: HTML });
    expect(closed.status).toBe(401);
    const text = await closed.text();
    expect(text).toContain('This reports link has expired');
    expect(text).not.toContain('Insights launch');
    expect((await withToken(designer, '/api/reports/insights/session', token)).status).toBe(401);
    const data = await withToken(designer, '/api/reports/insights', token, period);
    expect(data.status).toBe(401);
    expect(data.json.totals).toBeUndefined();
    expect((await site.app.request('/api/reports/rcs-outtraffic', { headers: HTML })).status).toBe(401);
    // A client that does not ask for a page gets the API's JSON error.
    const json = await site.app.request(`/api/reports/rcs-outtraffic?accesstoken=${token}`);
    expect([json.status, ((await json.json()) as { error: string }).error]).toEqual([401, 'session_expired']);
  });

  it('refuses a token once its session has expired', async () => {
    const fresh = await signedIn(server, demoLogins.designer);
    const token = await tokenFor(fresh, 'designer', ACME);
    expect((await withToken(fresh, '/api/reports/insights/session', token)).status).toBe(200);
    server.clock.advance(9 * HOUR);
    const answer = await withToken(fresh, '/api/reports/insights', token, period);
    expect(answer.status).toBe(401);
    expect(answer.json.reason).toBe('expired');
    server.clock.advance(-9 * HOUR);
  });

  it('counts the clicks of a tracked link through its redirect, per account', async () => {
    const api = await signedIn(server, demoLogins.designer);
    const created = await api.call('POST', '/api/insights/links', { body: { label: 'Shop now', url: 'https://shop.example/spring?x=1', campaignId } });
    expect(created.status).toBe(200);
    const path = new URL(created.json.trackingUrl).pathname;
    for (let click = 0; click < 3; click += 1) {
      const followed = await server.app.request(path);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('https://shop.example/spring?x=1');
    }
    const figures = await admin.call('GET', '/api/insights', { query: { ...period, esme: String(ACME), campaignId } });
    expect(figures.json.links).toEqual([{ code: created.json.code, label: 'Shop now', url: 'https://shop.example/spring?x=1', campaignId, clicks: 3 }]);
    // A link made by hand has no messages: its clicks count, the click rate is of messages clicked.
    expect(figures.json.totals).toMatchObject({ clicks: 3, clickRate: 0 });

    expect((await server.app.request('/api/r/unknown-code')).status).toBe(404);
    expect((await api.call('POST', '/api/insights/links', { body: { label: 'x', url: 'https://a.example', campaignId: loungeCampaignId } })).status).toBe(404);
    const badUrl = await api.call('POST', '/api/insights/links', { body: { label: 'x', url: 'javascript:alert(1)' } });
    expect(badUrl.status).toBe(400);
    expect(Object.keys(badUrl.json.fields)).toEqual(['url']);
  });
});
