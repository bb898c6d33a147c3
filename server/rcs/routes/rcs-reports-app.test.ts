import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_RCS_PATH } from '@/api/contracts/rcs-reports-app';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { eventually } from '../../testing/eventually';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../testing/routes/rcs';

describe.each(testDatabases)('RCS reports in the reports application on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let umbrella: ApiClient;
  let campaignId: string;
  let sentNowId: string;

  const tokenOf = async (api: ApiClient, login: { username: string; esme: number }) => {
    const answer = await api.call('POST', '/api/getToken', { body: { username: login.username, esmeaddr: String(login.esme), sessionId: api.sessionId, hostName: 'localhost', appName: 'rcs' } });
    expect(answer.status).toBe(200);
    return answer.json.accesstoken as string;
  };
  const read = (api: ApiClient, path: string, token: string | null, query: Record<string, string> = {}) =>
    api.call('GET', `${REPORTS_RCS_PATH}/${path}`, { query, auth: false, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    umbrella = await signedIn(server, demoLogins.whiteLabel);
    const file = await uploadFile(designer, numbers(12).map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const campaign = { esmeaddr: ACME, senderId: ACME_AGENT, ...(await seededTemplate(server.db)), language: 'en', botId: ACME_AGENT, exclusionGroupIds: [] };
    const saved = await designer.call('POST', `${RCS}/saveScheduleCampaign`, {
      body: { ...campaign, campaignName: 'Reports tab launch', variableMapping: { '1': { kind: 'column', column: 'name' } }, scheduleAt: '2026-03-02T10:00', timeZone: 'Asia/Kolkata', ...file },
    });
    expect(saved.status).toBe(200);
    campaignId = saved.json.id as string;
    const sentNow = await designer.call('POST', `${RCS}/saveScheduleCampaignWithoutFile`, {
      body: { ...campaign, campaignName: 'Reports tab now', variableMapping: { '1': { kind: 'text', text: 'Ada' } }, scheduleAt: null },
    });
    expect(sentNow.status).toBe(200);
    sentNowId = sentNow.json.id as string;
  }, 60_000);
  afterAll(() => server.dispose());

  it("reads the account's RCS reports with its access token, and nothing of another account", async () => {
    const token = await tokenOf(designer, demoLogins.designer);
    const summary = await read(designer, 'summary', token);
    expect(summary.status).toBe(200);
    expect(summary.json.bySender).toEqual([expect.objectContaining({ senderId: ACME_AGENT, campaigns: 2, funnel: expect.objectContaining({ total: 12 }) })]);
    // The campaigns with a report: the one sent now, not the one waiting for Monday.
    const campaigns = await read(designer, 'campaigns', token);
    expect(campaigns.json).toMatchObject({ total: 1, rows: [{ id: sentNowId, campaignName: 'Reports tab now', state: 'SCHEDULED', scheduleAt: null }] });
    const report = await read(designer, 'campaignReport', token, { campaignId });
    expect(report.status).toBe(200);
    expect(report.json.campaign).toMatchObject({ id: campaignId, funnel: expect.objectContaining({ total: 12, pending: 12 }) });
    const recipients = await read(designer, 'recipients', token, { campaignId, limit: '5' });
    expect(recipients.json.total).toBe(12);
    expect(recipients.json.rows.map((row: { phone: string }) => row.phone)).toEqual(numbers(5));

    const bad = await read(designer, 'campaignReport', token, { campaignId: 'nope' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['campaignId']);

    const theirs = await tokenOf(umbrella, demoLogins.whiteLabel);
    expect((await read(umbrella, 'campaignReport', theirs, { campaignId })).status).toBe(404);
    expect((await read(umbrella, 'recipients', theirs, { campaignId })).status).toBe(404);
    expect((await read(umbrella, 'campaigns', theirs)).json.total).toBe(0);
    expect((await read(umbrella, 'summary', theirs)).json.bySender).toEqual([]);
  });

  it("exports the campaign's rows from the reports tab as a job in the user's Download Center, each reason in the report's words", async () => {
    const phones = numbers(3);
    const set = (phone: string, columns: string) => server.db.query(`update campaign_recipients set ${columns} where campaign_id = $1 and phone = $2`, [campaignId, phone]);
    await set(phones[0]!, `status = 'FAILED', sent_at = null, failed_at = '2026-03-01T10:00:00Z', error_code = '404', error_text = 'NOT_FOUND: Requested entity was not found.'`);
    await set(phones[1]!, `status = 'DELIVERED', sent_via = 'sms', sent_at = '2026-03-01T10:00:00Z', delivered_at = '2026-03-01T10:00:05Z', provider_message_id = 'sms-1'`);
    await set(phones[2]!, `status = 'SKIPPED', skipped_at = '2026-03-01T10:00:00Z', skip_reason = 'opted_out', error_text = 'Opted out of marketing messages'`);
    const token = await tokenOf(designer, demoLogins.designer);
    const bearer = { auth: false, headers: { authorization: `Bearer ${token}` } } as const;
    const columns = await designer.call('POST', `${REPORTS_RCS_PATH}/download/column_list`, { ...bearer, body: { pagename: 'rcs-campaign-report' } });
    expect(columns.json.columns.map((column: { name: string }) => column.name)).toEqual(['phone', 'status', 'status_time', 'sent_by', 'error_code', 'reason', 'sms_fallback', 'variables', 'message_id']);
    const other = await designer.call('POST', `${REPORTS_RCS_PATH}/downloads`, { ...bearer, body: { pagename: 'user-list', columns: ['username'], fileType: 'csv' } });
    expect(other.status).toBe(400);
    expect(Object.keys(other.json.fields)).toEqual(['pagename']);

    const started = await designer.call('POST', `${REPORTS_RCS_PATH}/downloads`, {
      ...bearer,
      body: { pagename: 'rcs-campaign-report', columns: ['phone', 'status', 'sent_by', 'error_code', 'reason', 'sms_fallback', 'variables'], fileType: 'csv', filter: { campaignId } },
    });
    expect(started.json).toMatchObject({ kind: 'rcs_campaign_recipients', userName: demoLogins.designer.username, rowsTotal: 12 });
    await eventually('the export', async () => (await designer.call('GET', `/api/reports/downloads/${started.json.id}`)).json.state, (state) => state === 'DONE');
    expect((await designer.call('GET', '/api/reports/downloads')).json.rows.map((job: { id: string }) => job.id)).toContain(started.json.id);
    const file = await server.app.request(`/api/reports/downloads/${started.json.id}/file`, { headers: { authorization: `Bearer ${designer.token}`, session: designer.sessionId ?? '' } });
    const rows = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows.slice(0, 4)).toEqual([
      ['Phone', 'Status', 'Sent by', 'Error code', 'Reason', 'SMS fallback', '{{1}}'],
      [phones[0], 'Failed', '', '404 NOT_FOUND', 'This number cannot receive RCS.', 'Not sent by SMS: the campaign has no SMS fallback.', 'Ada'],
      [phones[1], 'Delivered', 'SMS', '404 NOT_FOUND', 'This number cannot receive RCS.', 'Sent by SMS instead.', 'Ada'],
      [phones[2], 'Skipped', '', 'opted_out', 'The number opted out of marketing messages.', '', 'Ada'],
    ]);
    expect(rows).toHaveLength(13);
  });

  it('refuses a missing or revoked token with 401', async () => {
    expect((await read(designer, 'summary', null)).status).toBe(401);
    const token = await tokenOf(designer, demoLogins.designer);
    expect((await read(designer, 'campaignReport', token, { campaignId })).status).toBe(200);
    expect((await designer.call('POST', '/api/reportsLogout', { body: { sessionId: designer.sessionId, hostName: 'localhost' } })).status).toBe(200);
    for (const path of ['summary', 'campaigns', 'campaignReport', 'recipients']) expect((await read(designer, path, token, { campaignId })).status).toBe(401);
  });
});
