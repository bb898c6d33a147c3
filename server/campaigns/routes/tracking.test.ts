import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../messaging/campaigns/campaign-rows';
import { transitionCampaign } from '../../messaging/campaigns/campaigns-repo';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { action, draftWithAudience } from '../../testing/routes/campaign';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';

const LOUNGE = demoLogins.lounge.esme;
const TRACKING = `${WHATSAPP_CAMPAIGN_BASE}/tracking`;

type Row = { id: string; name: string; state: string; submittedAt: string | null; decision: { outcome: string; checkerName: string; at: string; reason: string | null } | null; allowedActions: string[] };

describe.each(testDatabases)('WhatsApp campaign tracking lists on $name', (database) => {
  let server: TestServer;
  let maker: ApiClient;
  let checker: ApiClient;
  let designer: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    maker = await signedIn(server, demoLogins.lounge);
    checker = await signedIn(server, demoLogins.loungeChecker);
    designer = await signedIn(server, demoLogins.designer);
  });
  afterAll(() => server.dispose());

  const list = async (api: ApiClient, path: string, query: Record<string, string> = {}) => {
    const answer = await api.call('GET', `${TRACKING}/${path}`, { query });
    expect(answer.status).toBe(200);
    return answer.json as { rows: Row[]; total: number };
  };

  it("walks one submission through both lists: the checker's queue, the rejection and its reason, the resubmission, the approval", async () => {
    const id = await draftWithAudience(maker, LOUNGE, 3, { name: 'Tracked launch' });
    expect((await action(maker, id, 'submit')).json.state).toBe('PENDING_APPROVAL');

    const queue = await list(checker, 'checker', { tab: 'pending', search: 'tracked' });
    expect(queue.rows.map((row) => [row.name, row.state, row.allowedActions.includes('approve'), row.decision])).toEqual([['Tracked launch', 'PENDING_APPROVAL', true, null]]);
    expect(queue.rows[0]?.submittedAt).toBe(server.clock.now().toISOString());

    server.clock.advance(60);
    await action(checker, id, 'reject', { reason: 'Wrong sender for the UAE list' });
    const mine = await list(maker, 'maker', { search: 'Tracked' });
    expect(mine.rows[0]).toMatchObject({ state: 'REJECTED', decision: { outcome: 'REJECTED', checkerName: 'lounge.checker', reason: 'Wrong sender for the UAE list' } });
    expect(mine.rows[0]?.allowedActions).toEqual(expect.arrayContaining(['edit', 'submit', 'duplicate']));
    expect((await list(checker, 'checker', { tab: 'pending', search: 'tracked' })).total).toBe(0);
    expect((await list(checker, 'checker', { tab: 'decided', search: 'tracked' })).rows.map((row) => row.decision?.outcome)).toEqual(['REJECTED']);

    server.clock.advance(60);
    await action(maker, id, 'submit');
    const again = (await list(maker, 'maker', { search: 'Tracked' })).rows[0];
    // The old rejection stays visible, older than the new submission.
    expect(again?.state).toBe('PENDING_APPROVAL');
    expect(Date.parse(again?.submittedAt ?? '')).toBeGreaterThan(Date.parse(again?.decision?.at ?? ''));

    await action(checker, id, 'approve');
    expect((await list(maker, 'maker', { search: 'Tracked' })).rows[0]).toMatchObject({ state: 'SCHEDULED', decision: { outcome: 'APPROVED', reason: null } });
    expect((await list(checker, 'checker', { tab: 'decided', search: 'tracked' })).rows.map((row) => row.decision?.outcome)).toEqual(['APPROVED']);
  });

  it("shows a checker's own submission in the queue without approve or reject", async () => {
    const id = await draftWithAudience(checker, LOUNGE, 2, { name: 'Checker own' });
    await action(checker, id, 'submit');
    const row = (await list(checker, 'checker', { search: 'Checker own' })).rows[0];
    expect(row?.allowedActions).not.toContain('approve');
    expect(row?.allowedActions).not.toContain('reject');
    expect((await list(maker, 'maker', { search: 'Checker own' })).total).toBe(0);
  });

  it('keeps the checker queue to checkers and pages the maker list', async () => {
    const refused = await maker.call('GET', `${TRACKING}/checker`);
    expect(refused.status).toBe(403);
    for (const n of [1, 2, 3]) {
      server.clock.advance(1);
      await draftWithAudience(maker, LOUNGE, 1, { name: `Paged ${n}` });
    }
    const first = await list(maker, 'maker', { search: 'Paged', pageSize: '2', page: '1' });
    const second = await list(maker, 'maker', { search: 'Paged', pageSize: '2', page: '2' });
    expect([first.total, first.rows.map((row) => row.name), second.rows.map((row) => row.name)]).toEqual([3, ['Paged 3', 'Paged 2'], ['Paged 1']]);
    const bad = await maker.call('GET', `${TRACKING}/maker`, { query: { pageSize: '500' } });
    expect([bad.status, Object.keys(bad.json.fields ?? {})]).toEqual([400, ['pageSize']]);
    const badTab = await checker.call('GET', `${TRACKING}/checker`, { query: { tab: 'mine' } });
    expect([badTab.status, Object.keys(badTab.json.fields ?? {})]).toEqual([400, ['tab']]);
  });

  it('lists running and paused campaigns for delivery, then those that ended in the last day, never another account', async () => {
    const [running, ended, old] = [
      await draftWithAudience(designer, demoLogins.designer.esme, 2, { name: 'Delivery running' }),
      await draftWithAudience(designer, demoLogins.designer.esme, 2, { name: 'Delivery ended' }),
      await draftWithAudience(designer, demoLogins.designer.esme, 2, { name: 'Delivery old' }),
    ];
    const now = server.clock.now();
    const move = (id: string, from: 'SCHEDULED' | 'RUNNING', to: 'RUNNING' | 'COMPLETED', patch = {}) =>
      transitionCampaign(server.db, { id, from, to, actor: SYSTEM_ACTOR, note: 'test', now, patch });
    for (const id of [running, ended, old]) {
      await action(designer, id, 'submit');
      await move(id, 'SCHEDULED', 'RUNNING', { started_on: now });
    }
    await move(ended, 'RUNNING', 'COMPLETED', { finished_on: now });
    await move(old, 'RUNNING', 'COMPLETED', { finished_on: new Date(now.getTime() - 25 * 3_600_000) });
    await action(designer, running, 'pause');

    const rows = (await list(designer, 'delivery', { search: 'Delivery' })).rows;
    expect(rows.map((row) => [row.name, row.state])).toEqual([
      ['Delivery running', 'PAUSED'],
      ['Delivery ended', 'COMPLETED'],
    ]);
    expect(rows[0]?.allowedActions).toEqual(expect.arrayContaining(['resume', 'cancel']));
    expect(rows[1]?.allowedActions).not.toContain('pause');
    expect((await list(maker, 'delivery', { search: 'Delivery' })).total).toBe(0);
  });
});
