import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePrice } from '@/api/rules/rate-card';
import { eventually } from '../../testing/eventually';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { signedIn } from '../../testing/routes/chatbot';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { action, CAMPAIGNS, draftFor, phones, templateSno, uploadAudience } from '../../testing/routes/campaign';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';

const ACME = demoLogins.designer.esme;
const TRANSACTIONS = `${WHATSAPP_CAMPAIGN_BASE}/transactions`;
const DOWNLOADS = '/api/reports/downloads';
const INDIA = phones(6, 4200);
const US = '+12025550143';
/** The page's country names (English), back to the rate card's codes. */
const COUNTRY_CODE: Record<string, string> = { India: 'IN', 'United States': 'US' };

describe.each(testDatabases)('transaction history on $name', (database) => {
  let sandboxed: SandboxedServer;
  let designer: ApiClient;
  let stranger: ApiClient;
  let delivered: { phone: string; status: string }[];
  let range: { from: string; to: string };

  beforeAll(async () => {
    sandboxed = await startSandboxedServer(database);
    designer = await signedIn(sandboxed.server, demoLogins.designer);
    stranger = await signedIn(sandboxed.server, demoLogins.lounge);
    const variableMapping = { first_name: { kind: 'text' as const, text: 'Asha' }, discount: { kind: 'text' as const, text: '10%' } };
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Charged', templateSno: await templateSno(designer, 'welcome_offer'), variableMapping }) });
    await uploadAudience(designer, created.json.id, [...INDIA, US].map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } });
    await sandboxed.messaging.tick();
    await eventually('the campaign completed', async () => (await designer.call('GET', `${CAMPAIGNS}/${created.json.id}`)).json, (campaign) => campaign.state === 'COMPLETED', { timeoutMs: 60_000 });
    await sandboxed.opened.sandboxes.whatsapp?.idle();
    delivered = ((await designer.call('GET', `${CAMPAIGNS}/${created.json.id}/recipients`, { query: { limit: '200' } })).json.rows as { phone: string; status: string }[]).filter((row) => row.status !== 'FAILED');
    // The sandbox stamps statuses with the wall clock: the range is the UTC day around now.
    const today = new Date().toISOString().slice(0, 10);
    range = { from: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), to: today };
  }, 90_000);
  afterAll(() => sandboxed.dispose());

  it('charges every message the provider called billable once, priced by category and the number’s country', async () => {
    const answer = await designer.call('GET', TRANSACTIONS, { query: range });
    expect(answer.status).toBe(200);
    const india = delivered.filter((row) => row.phone.startsWith('+91')).length;
    const us = delivered.filter((row) => row.phone === US).length;
    const expected = india * messagePrice('marketing', 'IN') + us * messagePrice('marketing', 'US');
    expect(delivered.length).toBeGreaterThan(0);
    expect(answer.json).toMatchObject({ currency: 'USD', total: { messages: india + us } });
    expect(answer.json.total.amount).toBeCloseTo(expected, 6);
    expect(answer.json.byCategory).toEqual([{ category: 'marketing', messages: india + us, amount: expect.closeTo(expected, 6) }]);
    expect(answer.json.byCountry.map((row: { country: string; messages: number }) => [row.country, row.messages]).sort()).toEqual(
      [...(india ? [['IN', india]] : []), ...(us ? [['US', us]] : [])].sort(),
    );
    expect(answer.json.byDay.reduce((sum: number, row: { messages: number }) => sum + row.messages, 0)).toBe(india + us);
  });

  it('exports each charge through a Download Center job, the country and category in the page\'s words', async () => {
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-transaction-history', columns: ['country', 'category', 'amount'], fileType: 'csv', filter: range } });
    expect(created.status).toBe(200);
    const job = await eventually('the export done', async () => (await designer.call('GET', `${DOWNLOADS}/${created.json.id}`)).json, (row) => row.state === 'DONE', { timeoutMs: 30_000 });
    const response = await sandboxed.server.app.request(`${DOWNLOADS}/${job.id}/file`, { headers: { authorization: `Bearer ${designer.token}`, session: designer.sessionId ?? '' } });
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Country', 'Category', 'Amount']);
    expect(rows.slice(1)).toHaveLength(delivered.length);
    expect(rows.slice(1).every((row) => row[1] === 'Marketing' && Number(row[2]) === messagePrice('marketing', COUNTRY_CODE[row[0] ?? ''] ?? ''))).toBe(true);
    expect(new Set(rows.slice(1).map((row) => row[0]))).toEqual(new Set(['India', 'United States']));
  });

  it('writes Excel with the charge time as a date on the account\'s clock and the amount as a number', async () => {
    const created = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-transaction-history', columns: ['chargedAt', 'category', 'amount', 'messageId'], fileType: 'excel', filter: range } });
    const job = await eventually('the export done', async () => (await designer.call('GET', `${DOWNLOADS}/${created.json.id}`)).json, (row) => row.state === 'DONE', { timeoutMs: 30_000 });
    const response = await sandboxed.server.app.request(`${DOWNLOADS}/${job.id}/file`, { headers: { authorization: `Bearer ${designer.token}`, session: designer.sessionId ?? '' } });
    const sheet = await readSheet(Buffer.from(await response.arrayBuffer()));
    // Acme's zone is Asia/Kolkata; an Excel date has none, so the header names it.
    expect(sheet[0]).toEqual(['Charged at (Asia/Kolkata)', 'Category', 'Amount', 'Message id']);
    expect(sheet.slice(1)).toHaveLength(delivered.length);
    const csv = await designer.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-transaction-history', columns: ['chargedAt', 'messageId'], fileType: 'csv', filter: range } });
    await eventually('the CSV done', async () => (await designer.call('GET', `${DOWNLOADS}/${csv.json.id}`)).json.state, (state) => state === 'DONE', { timeoutMs: 30_000 });
    const text = await (await sandboxed.server.app.request(`${DOWNLOADS}/${csv.json.id}/file`, { headers: { authorization: `Bearer ${designer.token}`, session: designer.sessionId ?? '' } })).text();
    const utcById = new Map(Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1).map(([at, id]) => [id, at]));
    for (const [chargedAt, category, amount, messageId] of sheet.slice(1)) {
      // A date cell, the same instant as the CSV's ISO time, 5 h 30 min ahead on Kolkata's clock (to the second: an Excel date is a fraction of days).
      expect(chargedAt instanceof Date ? Math.round(chargedAt.getTime() / 1000) : chargedAt).toBe(Math.round((Date.parse(utcById.get(String(messageId)) ?? '') + 330 * 60_000) / 1000));
      expect(category).toBe('Marketing');
      expect(typeof amount).toBe('number');
    }
  });

  it("shows another account none of these charges", async () => {
    expect((await stranger.call('GET', TRANSACTIONS, { query: range })).json).toMatchObject({ total: { messages: 0, amount: 0 }, byDay: [], byCountry: [] });
  });

  it('refuses a malformed or backwards range with 400 naming the field', async () => {
    const refused = async (query: Record<string, string>, field: string) => {
      const answer = await designer.call('GET', TRANSACTIONS, { query });
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toHaveProperty(field);
    };
    await refused({ from: '2026-13-01', to: '2026-03-02' }, 'from');
    await refused({ from: '2026-03-02', to: '2026-03-01' }, 'to');
    await refused({ from: '2025-01-01', to: '2026-03-01' }, 'to');
    await refused({ to: '2026-03-01' }, 'from');
  });
});
