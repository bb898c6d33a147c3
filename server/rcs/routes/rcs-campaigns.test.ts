import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DltTemplate } from '@/api/contracts/dlt-templates';
import { RCS_BULK_BASE } from '@/api/contracts/rcs-bulk';
import { RCS_CAMPAIGN_REPORT_PAGE, RCS_CAMPAIGNS_PATH } from '@/api/contracts/rcs-campaigns';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../testing/routes/rcs';

const GROUPS = `${RCS}/groups`;

describe.each(testDatabases)('RCS campaigns on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let umbrella: ApiClient;
  let base: Record<string, unknown>;
  const dltTemplateOf = async (senderId: string, name: string) =>
    (await server.db.query<DltTemplate>('select id as "dltTemplateId", content from dlt_templates where sender_id = $1 and name = $2', [senderId, name]))[0] ?? { dltTemplateId: '', content: '' };
  const campaignCount = async () => (await server.db.query<{ n: number }>(`select count(*)::int as n from campaigns where channel = 'rcs'`))[0]?.n ?? 0;

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    umbrella = await signedIn(server, demoLogins.whiteLabel);
    const template = await seededTemplate(server.db);
    base = { esmeaddr: ACME, campaignName: 'Weekend push', senderId: ACME_AGENT, ...template, language: 'en', botId: ACME_AGENT, variableMapping: { '1': { kind: 'column', column: 'name' } } };
  });
  afterAll(() => server.dispose());

  it('makes, fills, lists and deletes exclusion groups of the account', async () => {
    const made = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'Do not disturb', numbers: numbers(3) } });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({ name: 'Do not disturb', numbers: 3 });
    const more = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, groupId: made.json.id, name: 'DND', numbers: numbers(4) } });
    expect(more.json).toMatchObject({ id: made.json.id, name: 'DND', numbers: 4 });
    const page = await designer.call('POST', `${GROUPS}/getExclusionGroupNumbers`, { body: { esmeaddr: ACME, groupId: made.json.id, limit: 3 } });
    expect(page.json).toEqual({ numbers: numbers(3), next: numbers(3)[2] });
    const listed = await designer.call('POST', `${GROUPS}/getExclusionGroups`, { body: { esmeaddr: ACME } });
    expect(listed.json.groups).toEqual([expect.objectContaining({ id: made.json.id, name: 'DND', numbers: 4 })]);
    expect((await umbrella.call('POST', `${GROUPS}/getExclusionGroups`, { body: { esmeaddr: 1003 } })).json.groups).toEqual([]);
    const taken = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'DND' } });
    expect(taken.status).toBe(409);
    expect(taken.json.fields).toHaveProperty('name');
    const bad = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'Bad', numbers: ['98123'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['numbers.0']);
    expect((await designer.call('POST', `${GROUPS}/getExclusionGroups`, { body: { esmeaddr: ACME } })).json.groups).toHaveLength(1);
    const gone = await designer.call('POST', `${GROUPS}/deleteExclusionGroup`, { body: { esmeaddr: ACME, groupId: made.json.id } });
    expect(gone.json).toEqual({ groupId: made.json.id, deleted: true });
    expect((await designer.call('POST', `${GROUPS}/getExclusionGroups`, { body: { esmeaddr: ACME } })).json.groups).toEqual([]);
  });

  it('saves a campaign from a file less its exclusion group, lists, shows, edits, schedules and deletes it', async () => {
    const group = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'Staff', numbers: numbers(5, 10) } });
    const file = await uploadFile(designer, numbers(40).map((phone, index) => ({ phone, variables: { name: `Guest ${index}` } })), 15);
    expect(file.chunkCount).toBe(3);
    const saved = await designer.call('POST', `${RCS}/saveCampaign`, { body: { ...base, ...file, exclusionGroupIds: [group.json.id], smsSenderId: 'ACMERT' } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ state: 'DRAFT', audience: 'FILE', senderName: 'Acme Retail', templateName: 'weekend_offer', smsSenderId: 'ACMERT', exclusionGroups: [{ id: group.json.id, name: 'Staff' }] });
    expect(saved.json.funnel).toMatchObject({ total: 35, pending: 35 });
    expect((saved.json.template as { type: string }).type).toBe('rich_card');
    const id = saved.json.id as string;

    const list = await designer.call('POST', `${RCS}/saveCampaignList`, { body: { esmeaddr: ACME } });
    expect(list.json).toMatchObject({ total: 1, rows: [{ id, campaignName: 'Weekend push' }] });
    expect((await designer.call('POST', `${RCS}/scheduleCampaignList`, { body: { esmeaddr: ACME } })).json.total).toBe(0);
    expect((await designer.call('POST', `${RCS}/getSingleCampaign`, { body: { esmeaddr: ACME, campaignId: id } })).json.id).toBe(id);
    expect((await designer.call('POST', `${RCS}/getSingleScheduleCampaign`, { body: { esmeaddr: ACME, campaignId: id } })).status).toBe(404);

    // An edit without a new file keeps the audience; a schedule save hands it to the scheduler.
    const edited = await designer.call('POST', `${RCS}/saveScheduleCampaign`, {
      body: { ...base, campaignId: id, campaignName: 'Weekend push 2', exclusionGroupIds: [], scheduleAt: '2026-03-02T10:00', timeZone: 'Asia/Kolkata' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, state: 'SCHEDULED', campaignName: 'Weekend push 2', scheduleAt: '2026-03-02T04:30:00.000Z', exclusionGroups: [] });
    expect(edited.json.funnel.total).toBe(35);
    expect((await designer.call('POST', `${RCS}/saveCampaignList`, { body: { esmeaddr: ACME } })).json.total).toBe(0);
    expect((await designer.call('POST', `${RCS}/scheduleCampaignList`, { body: { esmeaddr: ACME } })).json.rows.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await designer.call('POST', `${RCS}/deleteSaveCampaign`, { body: { esmeaddr: ACME, campaignId: id } })).status).toBe(404);
    const deleted = await designer.call('POST', `${RCS}/deleteScheduleCampaign`, { body: { esmeaddr: ACME, campaignId: id } });
    expect(deleted.json).toEqual({ campaignId: id, deleted: true });
    expect(await campaignCount()).toBe(0);
  });

  it("saves a campaign without a file to the agent's active users, and refuses file columns for it", async () => {
    const saved = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { ...base, variableMapping: { '1': { kind: 'text', text: 'friend' } } } });
    expect(saved.json).toMatchObject({ state: 'DRAFT', audience: 'ACTIVE_USERS', botId: ACME_AGENT });
    const scheduled = await designer.call('POST', `${RCS}/saveScheduleCampaignWithoutFile`, { body: { ...base, campaignId: saved.json.id, variableMapping: { '1': { kind: 'text', text: 'friend' } }, scheduleAt: null } });
    expect(scheduled.json).toMatchObject({ state: 'SCHEDULED', scheduleAt: null });
    const columns = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: base });
    expect(columns.status).toBe(400);
    expect(columns.json.fields).toEqual({ 'variableMapping.1': 'Only an uploaded file has columns' });
    await designer.call('POST', `${RCS}/deleteScheduleCampaign`, { body: { esmeaddr: ACME, campaignId: saved.json.id } });
  });

  it("lists the DLT templates of the account's own SMS sender ids and refuses another account's", async () => {
    const listed = await designer.call('POST', `${RCS_CAMPAIGNS_PATH}/getdlttemplate`, { body: { esmeaddr: ACME, senderIds: ['ACMERT'] } });
    expect(listed.status).toBe(200);
    expect(listed.json.templates.map((row: { name: string }) => row.name)).toEqual(['login_code', 'order_update', 'weekend_offer']);
    expect(listed.json.templates[1]).toMatchObject({ senderId: 'ACMERT', type: 'SERVICE_IMPLICIT', content: expect.stringContaining('{#var#}'), dltTemplateId: expect.stringMatching(/^\d{19}$/) });
    const foreign = await designer.call('POST', `${RCS_CAMPAIGNS_PATH}/getdlttemplate`, { body: { esmeaddr: ACME, senderIds: ['ACMERT', 'UMBRLA'] } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields).toEqual({ 'senderIds.1': 'Not an SMS sender id of this account' });
    const empty = await designer.call('POST', `${RCS_CAMPAIGNS_PATH}/getdlttemplate`, { body: { esmeaddr: ACME, senderIds: [] } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.fields)).toEqual(['senderIds']);
    expect((await umbrella.call('POST', `${RCS_CAMPAIGNS_PATH}/getdlttemplate`, { body: { esmeaddr: 1003, senderIds: ['UMBRLA'] } })).json.templates).toHaveLength(3);
  });

  it('keeps the chosen DLT template of the SMS fallback with the campaign and asks a value for each of its variables', async () => {
    const dlt = await dltTemplateOf('ACMERT', 'order_update');
    const umbrellaDlt = await dltTemplateOf('UMBRLA', 'order_update');
    const fixed = { '1': { kind: 'text', text: 'friend' } };
    const body = { ...base, smsSenderId: 'ACMERT', dltTemplateId: dlt.dltTemplateId, variableMapping: { ...fixed, dlt_1: { kind: 'text', text: 'Ada' }, dlt_2: { kind: 'text', text: 'A-17' } } };
    const saved = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ smsSenderId: 'ACMERT', dltTemplateId: dlt.dltTemplateId, dltTemplateText: dlt.content });
    const unmapped = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { ...body, variableMapping: fixed } });
    expect(unmapped.json.fields).toEqual({ 'variableMapping.dlt_1': 'Needs a value', 'variableMapping.dlt_2': 'Needs a value' });
    const other = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { ...body, dltTemplateId: umbrellaDlt.dltTemplateId } });
    expect(other.json.fields).toEqual({ dltTemplateId: 'Not a DLT template of this SMS sender id' });
    const noSms = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { ...body, smsSenderId: null } });
    expect(noSms.json.fields).toEqual({ dltTemplateId: 'Choose the SMS sender id first' });
    const shape = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { ...body, dltTemplateId: '12' } });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.json.fields)).toEqual(['dltTemplateId']);
    await designer.call('POST', `${RCS}/deleteSaveCampaign`, { body: { esmeaddr: ACME, campaignId: saved.json.id } });
  });

  it("saves, schedules and sends now a campaign to the agent's active users through the broadcast base's bulk calls", async () => {
    const body = { ...base, exclusionGroupIds: [], variableMapping: { '1': { kind: 'text', text: 'friend' } } };
    const saved = await designer.call('POST', `${RCS_BULK_BASE}/saveCampaign`, { body: { ...body, campaignName: 'Bulk saved' } });
    expect(saved.json).toMatchObject({ state: 'DRAFT', audience: 'ACTIVE_USERS', campaignName: 'Bulk saved' });
    const scheduled = await designer.call('POST', `${RCS_BULK_BASE}/saveScheduleCampaign`, { body: { ...body, campaignName: 'Bulk later', scheduleAt: '2026-03-02T10:00', timeZone: 'Asia/Kolkata' } });
    expect(scheduled.json).toMatchObject({ state: 'SCHEDULED', audience: 'ACTIVE_USERS', scheduleAt: '2026-03-02T04:30:00.000Z' });
    const sent = await designer.call('POST', `${RCS_BULK_BASE}/rcs/gui/campaign/send`, { body: { ...body, campaignName: 'Bulk now' } });
    expect(sent.json).toMatchObject({ audience: 'ACTIVE_USERS', scheduleAt: null });
    const names = async (list: string) => (await designer.call('POST', `${RCS}/${list}`, { body: { esmeaddr: ACME } })).json.rows.map((row: { campaignName: string }) => row.campaignName);
    expect(await names('saveCampaignList')).toEqual(['Bulk saved']);
    expect(await names('scheduleCampaignList')).toEqual(['Bulk later']);
    expect(await names('sentCampaignList')).toEqual(['Bulk now']);

    const noTime = await designer.call('POST', `${RCS_BULK_BASE}/saveScheduleCampaign`, { body: { ...body, scheduleAt: null } });
    expect(noTime.status).toBe(400);
    expect(Object.keys(noTime.json.fields)).toEqual(['scheduleAt']);
    const bad = await designer.call('POST', `${RCS_BULK_BASE}/rcs/gui/campaign/send`, { body: { ...body, campaignName: '', variableMapping: { '1': { kind: 'column', column: 'name' } } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['campaignName']);
    const columns = await designer.call('POST', `${RCS_BULK_BASE}/saveCampaign`, { body: { ...body, variableMapping: { '1': { kind: 'column', column: 'name' } } } });
    expect(columns.json.fields).toEqual({ 'variableMapping.1': 'Only an uploaded file has columns' });
    expect((await umbrella.call('POST', `${RCS_BULK_BASE}/saveCampaign`, { body })).status).toBe(403);
    await server.db.query('delete from campaigns where id = any($1::uuid[])', [[saved.json.id, scheduled.json.id, sent.json.id]]);
  });

  it('lists a campaign sent now under the sent campaigns, not the scheduled ones, and one scheduled for later there until it starts', async () => {
    const withoutFile = { ...base, exclusionGroupIds: [], variableMapping: { '1': { kind: 'text', text: 'friend' } } };
    const now = await designer.call('POST', `${RCS}/saveScheduleCampaignWithoutFile`, { body: { ...withoutFile, campaignName: 'Sent at once', scheduleAt: null } });
    const later = await designer.call('POST', `${RCS}/saveScheduleCampaignWithoutFile`, { body: { ...withoutFile, campaignName: 'Sent on Monday', scheduleAt: '2026-03-02T10:00', timeZone: 'Asia/Kolkata' } });
    const names = async (list: string) => (await designer.call('POST', `${RCS}/${list}`, { body: { esmeaddr: ACME } })).json.rows.map((row: { campaignName: string }) => row.campaignName);
    expect(await names('scheduleCampaignList')).toEqual(['Sent on Monday']);
    expect(await names('sentCampaignList')).toEqual(['Sent at once']);
    await server.db.query(`update campaigns set state = 'COMPLETED' where id = $1`, [later.json.id]);
    expect(await names('scheduleCampaignList')).toEqual([]);
    expect((await names('sentCampaignList')).sort()).toEqual(['Sent at once', 'Sent on Monday']);
    await server.db.query('delete from campaigns where id = any($1::uuid[])', [[now.json.id, later.json.id]]);
  });

  it("counts the agent's active users of the last 30 days less the chosen exclusion groups, as Send now names them", async () => {
    const now = server.clock.now().getTime();
    const wrote = [[numbers(1, 500)[0], 2], [numbers(1, 501)[0], 29], [numbers(1, 501)[0], 1], [numbers(1, 502)[0], 31]] as const;
    for (const [index, [phone, daysAgo]] of wrote.entries()) {
      await server.db.query('insert into inbound_messages (esme, provider_message_id, from_phone, sender_id, text, at) values ($1, $2, $3, $4, $5, $6)', [
        ACME, `count-active-${index}`, phone, ACME_AGENT, 'Hi', new Date(now - daysAgo * 86_400_000),
      ]);
    }
    const count = async (exclusionGroupIds: string[]) => (await designer.call('POST', `${RCS}/countActiveUsers`, { body: { esmeaddr: ACME, botId: ACME_AGENT, exclusionGroupIds } })).json;
    const before = await count([]);
    const group = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'Wrote lately', numbers: numbers(1, 501) } });
    expect(await count([group.json.id])).toEqual({ recipients: before.recipients - 1, days: 30 });
    await server.db.query(`delete from inbound_messages where provider_message_id like 'count-active-%'`);
    expect(await count([])).toEqual({ recipients: before.recipients - 2, days: 30 });
    const bad = await designer.call('POST', `${RCS}/countActiveUsers`, { body: { esmeaddr: ACME, botId: '', exclusionGroupIds: ['x'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['botId', 'exclusionGroupIds.0']);
    await designer.call('POST', `${GROUPS}/deleteExclusionGroup`, { body: { esmeaddr: ACME, groupId: group.json.id } });
  });

  it('answers 400 naming each bad field and writes nothing', async () => {
    const before = await campaignCount();
    const shape = await designer.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { esmeaddr: ACME, campaignName: '', senderId: ACME_AGENT, templateId: 'x', templateName: 't', language: 'fr' } });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.json.fields).sort()).toEqual(['campaignName', 'language', 'templateId']);
    const data = await designer.call('POST', `${RCS}/saveScheduleCampaignWithoutFile`, {
      body: { ...base, variableMapping: {}, senderId: 'umbrella_bots_agent', smsSenderId: 'UMBRLA', exclusionGroupIds: ['00000000-0000-4000-8000-000000000000'], scheduleAt: '2026-09-01T10:00' },
    });
    expect(data.status).toBe(400);
    expect(Object.keys(data.json.fields).sort()).toEqual(['exclusionGroupIds', 'scheduleAt', 'senderId', 'smsSenderId', 'variableMapping.1']);
    const noFile = await designer.call('POST', `${RCS}/saveCampaign`, { body: base });
    expect(noFile.json.fields).toHaveProperty('fileId');
    const chunk = await designer.call('POST', `${RCS_CAMPAIGNS_PATH}/fileUpload`, { body: { esmeaddr: ACME, fileId: 'f', chunkIndex: 0, phones: ['123'] } });
    expect(Object.keys(chunk.json.fields).sort()).toEqual(['fileId', 'phones.0']);
    expect(await campaignCount()).toBe(before);
    expect((await server.db.query('select 1 from rcs_file_uploads')).length).toBe(0);
  });

  it("keeps every campaign, group and file to its account: another account's ids are 404", async () => {
    const group = await designer.call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'Private' } });
    const file = await uploadFile(designer, numbers(3).map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const saved = await designer.call('POST', `${RCS}/saveCampaign`, { body: { ...base, ...file } });
    const campaignId = saved.json.id as string;
    const other = { esmeaddr: 1003 };
    for (const path of ['getSingleCampaign', 'deleteSaveCampaign', 'report/campaignReport', 'report/recipients']) {
      const answer = await umbrella.call('POST', `${RCS}/${path}`, { body: { ...other, campaignId } });
      expect(answer.status, path).toBe(404);
    }
    const download = { pagename: RCS_CAMPAIGN_REPORT_PAGE, columns: ['phone'], fileType: 'csv', filter: { campaignId } };
    expect((await umbrella.call('POST', '/api/reports/downloads', { body: download })).status).toBe(404);
    expect((await umbrella.call('POST', `${GROUPS}/getExclusionGroupNumbers`, { body: { ...other, groupId: group.json.id } })).status).toBe(404);
    expect((await umbrella.call('POST', `${GROUPS}/deleteExclusionGroup`, { body: { ...other, groupId: group.json.id } })).status).toBe(404);
    const pending = await uploadFile(designer, numbers(2).map((phone) => ({ phone })));
    expect((await umbrella.call('POST', `${RCS_CAMPAIGNS_PATH}/fileUpload`, { body: { ...other, fileId: pending.fileId, chunkIndex: 5, phones: ['+4915112345678'] } })).status).toBe(404);
    const edit = await umbrella.call('POST', `${RCS}/saveCampaignWithoutFile`, { body: { ...base, ...other, campaignId, senderId: 'umbrella_bots_agent' } });
    expect(edit.status).toBe(404);
    expect((await umbrella.call('POST', `${RCS}/getSingleCampaign`, { body: { esmeaddr: ACME, campaignId } })).status).toBe(403);
    expect((await designer.call('POST', `${RCS}/getSingleCampaign`, { body: { esmeaddr: ACME, campaignId } })).json.campaignName).toBe('Weekend push');
    await designer.call('POST', `${RCS}/deleteSaveCampaign`, { body: { esmeaddr: ACME, campaignId } });
  });
});
