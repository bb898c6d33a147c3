import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkColumnsOf } from '@/api/contracts/campaigns';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { operatorAsAcme, signedIn } from '../../testing/routes/chatbot';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { action, CAMPAIGNS, draftFor, draftWithAudience, phones, senderOf } from '../../testing/routes/campaign';

const ACME = demoLogins.designer.esme;
const LOUNGE = demoLogins.lounge.esme;

describe.each(testDatabases)('campaign access, maker-checker and input on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let maker: ApiClient;
  let checker: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    maker = await signedIn(server, demoLogins.lounge);
    checker = await signedIn(server, demoLogins.loungeChecker);
  });
  afterAll(() => server.dispose());

  const countCampaigns = async (api: ApiClient) => (await api.call('GET', CAMPAIGNS)).json.total as number;

  it("maker path: a maker's campaign waits for a checker, who rejects with a reason, then approves the resubmission", async () => {
    const id = await draftWithAudience(maker, LOUNGE, 2);
    const submitted = await action(maker, id, 'submit');
    expect(submitted.json).toMatchObject({ state: 'PENDING_APPROVAL', allowedActions: ['schedule', 'cancel', 'duplicate'] });
    const selfApprove = await action(maker, id, 'approve');
    expect([selfApprove.status, selfApprove.json.error]).toEqual([403, 'forbidden']);
    const noReason = await action(checker, id, 'reject', { reason: '  ' });
    expect([noReason.status, Object.keys(noReason.json.fields)]).toEqual([400, ['reason']]);
    expect((await checker.call('GET', `${CAMPAIGNS}/${id}`)).json.allowedActions).toEqual(['approve', 'reject', 'schedule', 'cancel', 'duplicate']);
    const rejected = await action(checker, id, 'reject', { reason: 'Wrong audience for this offer' });
    expect(rejected.json).toMatchObject({ state: 'REJECTED', rejectReason: 'Wrong audience for this offer', checkerName: 'lounge.checker' });
    const edited = await maker.call('PUT', `${CAMPAIGNS}/${id}`, { body: await draftFor(maker, LOUNGE, { name: 'Fixed audience' }) });
    expect(edited.json.state).toBe('DRAFT');
    expect((await action(maker, id, 'submit')).json).toMatchObject({ state: 'PENDING_APPROVAL', rejectReason: null });
    const approved = await action(checker, id, 'approve');
    expect(approved.json).toMatchObject({ state: 'SCHEDULED', checkerName: 'lounge.checker' });
    expect(approved.json.history.map((entry: { to: string; actorName: string; note: string }) => [entry.to, entry.actorName, entry.note])).toEqual([
      ['DRAFT', 'lounge', 'create'],
      ['PENDING_APPROVAL', 'lounge', 'submit'],
      ['REJECTED', 'lounge.checker', 'Wrong audience for this offer'],
      ['DRAFT', 'lounge', 'edit'],
      ['PENDING_APPROVAL', 'lounge', 'submit'],
      ['SCHEDULED', 'lounge.checker', 'approve'],
    ]);
    // After approval, a maker's edit or new time needs approval again.
    expect((await action(maker, id, 'schedule', { schedule: { kind: 'at', at: '2026-03-05T10:00', timeZone: 'Asia/Dubai' } })).json.state).toBe('PENDING_APPROVAL');
    await action(checker, id, 'approve');
    expect((await maker.call('PUT', `${CAMPAIGNS}/${id}`, { body: await draftFor(maker, LOUNGE) })).json.state).toBe('DRAFT');
  });

  it("checker path: a checker's own campaign also waits, and the checker may not approve it", async () => {
    const id = await draftWithAudience(checker, LOUNGE, 1);
    expect((await action(checker, id, 'submit')).json.state).toBe('PENDING_APPROVAL');
    const own = await action(checker, id, 'approve');
    expect([own.status, own.json.message]).toEqual([403, 'A maker never approves or rejects their own campaign.']);
    expect((await action(checker, id, 'reject', { reason: 'no' })).status).toBe(403);
    expect((await action(maker, id, 'approve')).status).toBe(403);
    expect((await checker.call('GET', `${CAMPAIGNS}/${id}`)).json.state).toBe('PENDING_APPROVAL');
  });

  it("answers 404 for another account's campaign on every route, and changes nothing", async () => {
    const id = await draftWithAudience(maker, LOUNGE, 2);
    const calls: [string, string, unknown?][] = [
      ['GET', `${CAMPAIGNS}/${id}`],
      ['GET', `${CAMPAIGNS}/${id}/report`],
      ['GET', `${CAMPAIGNS}/${id}/recipients`],
      ['PUT', `${CAMPAIGNS}/${id}`, await draftFor(designer, ACME)],
      ['POST', `${CAMPAIGNS}/${id}/cancel`, {}],
      ['POST', `${CAMPAIGNS}/${id}/submit`, { schedule: null }],
      ['POST', `${CAMPAIGNS}/${id}/duplicate`, {}],
      ['POST', `${CAMPAIGNS}/${id}/reject`, { reason: 'x' }],
      ['POST', `${CAMPAIGNS}/${id}/audience/chunks`, { importId: randomUUID(), chunkIndex: 0, phones: ['+919812345678'] }],
    ];
    for (const [method, path, body] of calls) expect([method, path, (await designer.call(method, path, { body })).status]).toEqual([method, path, 404]);
    expect((await maker.call('GET', `${CAMPAIGNS}/${id}`)).json).toMatchObject({ state: 'DRAFT', name: 'Spring payments', funnel: { total: 2 } });
  });

  it('checks role, services and profile permission on the server', async () => {
    const analyst = await signedIn(server, demoLogins.analyst);
    expect((await analyst.call('GET', CAMPAIGNS)).status).toBe(200);
    expect((await analyst.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME) })).status).toBe(403);
    expect((await analyst.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/senders`)).status).toBe(403);
    const userAdmin = await signedIn(server, demoLogins.userAdmin);
    expect((await userAdmin.call('GET', CAMPAIGNS)).status).toBe(403);
    const operator = await signedIn(server, demoLogins.operator);
    expect((await operator.call('GET', CAMPAIGNS)).status).toBe(403);
    const acme = await operatorAsAcme(server);
    expect((await acme.call('GET', CAMPAIGNS)).status).toBe(200);
    await server.db.query(`update users set services = '2' where username = 'designer'`);
    expect((await designer.call('GET', CAMPAIGNS)).status).toBe(403);
    await server.db.query(`update users set services = '4' where username = 'designer'`);
    expect((await designer.call('GET', CAMPAIGNS, { auth: false })).status).toBe(401);
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const before = await countCampaigns(designer);
    const loungeTemplate = (await maker.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`)).json.templates[0].sno;
    const shapes = await designer.call('POST', CAMPAIGNS, { body: { name: '', senderId: '', templateSno: 'x', audience: { kind: 'EVERYONE' }, sendWindow: { startHour: 20, endHour: 8 } } });
    expect(shapes.status).toBe(400);
    expect(Object.keys(shapes.json.fields).sort()).toEqual(['audience.kind', 'name', 'sendWindow.endHour', 'senderId', 'templateSno']);
    const foreign = await designer.call('POST', CAMPAIGNS, {
      body: await draftFor(designer, ACME, { senderId: senderOf(LOUNGE), templateSno: loungeTemplate, schedule: { kind: 'at', at: '2026-06-15T10:00', timeZone: 'Asia/Kolkata' } }),
    });
    expect([foreign.status, Object.keys(foreign.json.fields).sort()]).toEqual([400, ['schedule.at', 'senderId', 'templateSno']]);
    const zone = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { schedule: { kind: 'at', at: '2026-03-02T10:00', timeZone: 'Mars/Olympus' } }) });
    expect(Object.keys(zone.json.fields)).toEqual(['schedule.timeZone']);
    const named = (await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`)).json.templates.find((row: { name: string }) => row.name === 'welcome_offer').sno;
    const unmapped = await designer.call('POST', CAMPAIGNS, {
      body: await draftFor(designer, ACME, { templateSno: named, audience: { kind: 'ENGAGED_USERS', days: 7 }, variableMapping: { first_name: { kind: 'column', column: 'name' } } }),
    });
    expect(unmapped.json.fields).toEqual({ 'variableMapping.discount': 'Needs a value', 'variableMapping.first_name': 'Only an uploaded file has columns' });
    expect(await countCampaigns(designer)).toBe(before);
  });

  it('imports an audience in idempotent chunks; an unfinished or replaced import leaves no recipient', async () => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME) });
    const id = created.json.id;
    const post = (body: Record<string, unknown>) => designer.call('POST', `${CAMPAIGNS}/${id}/audience/chunks`, { body });
    const chunk = (importId: string, chunkIndex: number, rows: { phone: string; variables?: Record<string, string> }[]) => post({ importId, chunkIndex, ...chunkColumnsOf(rows) });
    // Staged chunks are lines of text: a value with line breaks, tabs, quotes and backslashes must come back as sent, and a column named as JavaScript's prototype.
    const tricky = { note: 'first\nline\r\t"two" \\n é ✓', ['__proto__']: 'a name like any other' };
    const bad = await chunk(randomUUID(), 0, [{ phone: '+919812345678' }, { phone: '98123' }]);
    expect([bad.status, Object.keys(bad.json.fields)]).toEqual([400, ['phones.1']]);
    // A column's name has 1 to 100 characters and comes once; a value at most 1,024; a list of values for each name, a value for each number.
    const refusedColumns: [Record<string, unknown>, string][] = [
      [{ columns: ['city', ''], values: [['Pune', 'Goa'], ['x', 'x']] }, 'columns.1'],
      [{ columns: ['n'.repeat(101)], values: [['x', 'x']] }, 'columns.0'],
      [{ columns: ['city', 'city'], values: [['Pune', 'Goa'], ['Pune', 'Goa']] }, 'columns.1'],
      [{ columns: ['city'], values: [['Pune', 'x'.repeat(1025)]] }, 'values.0.1'],
      [{ columns: ['city'], values: [['Pune', 7]] }, 'values.0.1'],
      [{ columns: ['city'], values: [['Pune']] }, 'values.0'],
      [{ columns: ['city', 'name'], values: [['Pune', 'Goa']] }, 'values'],
    ];
    for (const [columns, field] of refusedColumns) {
      const refused = await post({ importId: randomUUID(), chunkIndex: 0, phones: ['+919812345678', '+919812345679'], ...columns });
      expect([refused.status, Object.keys(refused.json.fields)]).toEqual([400, [field]]);
    }
    const first = randomUUID();
    expect((await chunk(first, 0, phones(3).map((phone) => ({ phone })))).json).toMatchObject({ chunksReceived: 1, rowsReceived: 3 });
    const second = randomUUID();
    await chunk(second, 0, phones(2).map((phone) => ({ phone, variables: tricky })));
    const again = await chunk(second, 0, phones(2).map((phone) => ({ phone, variables: tricky })));
    expect(again.json).toMatchObject({ chunksReceived: 1, rowsReceived: 2 });
    await chunk(second, 2, [...phones(1, 5), ...phones(1)].map((phone) => ({ phone, variables: { note: 'later' } })));
    const replaced = await designer.call('POST', `${CAMPAIGNS}/${id}/audience/complete`, { body: { importId: first, chunkCount: 1 } });
    expect([replaced.status, replaced.json.error]).toEqual([409, 'import_mismatch']);
    const missing = await designer.call('POST', `${CAMPAIGNS}/${id}/audience/complete`, { body: { importId: second, chunkCount: 3 } });
    expect([missing.status, missing.json.missingChunks]).toEqual([409, [1]]);
    expect((await designer.call('GET', `${CAMPAIGNS}/${id}`)).json).toMatchObject({ importState: 'IN_PROGRESS', funnel: { total: 0 } });
    await chunk(second, 1, phones(1, 9).map((phone) => ({ phone })));
    await server.db.query(`insert into opt_outs (esme, phone, reason, at) values ($1, $2, 'STOP', now())`, [ACME, phones(1, 9)[0]]);
    const done = await designer.call('POST', `${CAMPAIGNS}/${id}/audience/complete`, { body: { importId: second, chunkCount: 3 } });
    expect(done.json).toEqual({ recipients: 4, duplicates: 1, optedOut: 1, timeZones: [{ zone: 'Asia/Kolkata', recipients: 4 }] });
    const page = await designer.call('GET', `${CAMPAIGNS}/${id}/recipients`, { query: { limit: '3' } });
    expect(page.json).toMatchObject({ total: 4, rows: [{ status: 'PENDING' }, {}, {}] });
    const rest = await designer.call('GET', `${CAMPAIGNS}/${id}/recipients`, { query: { limit: '3', after: String(page.json.next) } });
    expect([rest.json.rows.length, rest.json.next]).toEqual([1, null]);
    const stored = await server.db.query<{ phone: string; variables: Record<string, string> }>('select phone, variables from campaign_recipients where campaign_id = $1 order by phone', [id]);
    expect(stored).toEqual([
      { phone: phones(1)[0], variables: tricky },
      { phone: phones(1, 1)[0], variables: tricky },
      { phone: phones(1, 5)[0], variables: { note: 'later' } },
      { phone: phones(1, 9)[0], variables: {} },
    ]);
    const staged = await server.db.query<{ n: number }>('select count(*)::int as n from campaign_import_chunks where import_id = any($1::uuid[])', [[first, second]]);
    expect(staged[0]?.n).toBe(0);
    expect((await chunk(second, 3, phones(1).map((phone) => ({ phone })))).json.error).toBe('import_mismatch');
  });
});
