import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../messaging/campaigns/campaign-rows';
import { transitionCampaign } from '../../messaging/campaigns/campaigns-repo';
import { moveRecipients } from '../../messaging/campaigns/recipient-moves';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { action, CAMPAIGNS, draftFor, draftWithAudience, phones, uploadAudience } from '../../testing/routes/campaign';

const ACME = demoLogins.designer.esme;

describe.each(testDatabases)('campaign lifecycle without maker-checker on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
  });
  afterAll(() => server.dispose());

  const view = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}`)).json;
  /** What the scheduler and the dispatcher do, through the same guarded statement. */
  const system = (id: string, from: string, to: string) =>
    transitionCampaign(server.db, { id, from: from as never, to: to as never, actor: SYSTEM_ACTOR, note: 'test', now: server.clock.now() });

  it('creates a DRAFT, refuses to submit it before its audience, then submits straight to SCHEDULED', async () => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME) });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ state: 'DRAFT', makerName: 'designer', senderNumber: '+919800000101', templateName: 'payment_received', funnel: { total: 0 } });
    expect(created.json.allowedActions).toEqual(['edit', 'submit', 'schedule', 'cancel', 'duplicate']);
    const early = await action(designer, created.json.id, 'submit');
    expect([early.status, early.json.error]).toEqual([409, 'audience_not_ready']);
    expect(await uploadAudience(designer, created.json.id, phones(4).map((phone) => ({ phone })))).toEqual({ recipients: 4, duplicates: 0, optedOut: 0, timeZones: [{ zone: 'Asia/Kolkata', recipients: 4 }] });
    const submitted = await action(designer, created.json.id, 'submit');
    expect(submitted.json).toMatchObject({ state: 'SCHEDULED', schedule: { kind: 'now' }, funnel: { total: 4, pending: 4 } });
    expect(submitted.json.history.map((entry: { from: string | null; to: string; actorName: string }) => [entry.from, entry.to, entry.actorName])).toEqual([
      [null, 'DRAFT', 'designer'],
      ['DRAFT', 'SCHEDULED', 'designer'],
    ]);
  });

  it("answers the time zones an imported audience spans, each number by its own prefix's zone", async () => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME) });
    // San Francisco twice, New York, Perth, a Christmas Island number of Perth's +61 8 9 (found only by all its digits), and India.
    const numbers = ['+14155552671', '+14155552672', '+12125551234', '+61892221234', '+61891006123', '+919812345678'];
    const completed = await uploadAudience(designer, created.json.id, numbers.map((phone) => ({ phone })));
    expect(completed).toMatchObject({
      recipients: 6,
      timeZones: [
        { zone: 'America/Los_Angeles', recipients: 2 },
        { zone: 'America/New_York', recipients: 1 },
        { zone: 'Asia/Kolkata', recipients: 1 },
        { zone: 'Australia/Perth', recipients: 1 },
        { zone: 'Indian/Christmas', recipients: 1 },
      ],
    });
  });

  it("refuses to submit a campaign that, paced to its number's daily limit, would run past 90 days, and says why", async () => {
    const limitOf = "from wabas w, sender_numbers s where s.display_number = '+919800000101' and w.id = s.waba_id and p.id = w.portfolio_id";
    const [before] = await server.db.query<{ messaging_limit: number | null }>(`select p.messaging_limit from business_portfolios p, ${limitOf.slice('from '.length)}`);
    try {
      await server.db.query(`update business_portfolios p set messaging_limit = 250 ${limitOf}`);
      // The lowest tier, 250 a day: 22,751 recipients take 91 days and a little.
      const id = await draftWithAudience(designer, ACME, 22_751);
      const refused = await action(designer, id, 'submit');
      expect([refused.status, refused.json.error]).toEqual([409, 'campaign_too_long']);
      expect(refused.json.message).toBe("At 250 recipients a day, the 22,751 recipients would take 92 days, longer than the 90 days a campaign may run. Send to fewer recipients in each campaign, or raise the number's messaging limit.");
      expect((await view(id)).state).toBe('DRAFT');
      await server.db.query(`update business_portfolios p set messaging_limit = 2000 ${limitOf}`);
      expect((await action(designer, id, 'submit')).json.state).toBe('SCHEDULED');
    } finally {
      await server.db.query(`update business_portfolios p set messaging_limit = $1 ${limitOf}`, [before?.messaging_limit ?? null]);
    }
  });

  it('schedules at a local time at most 90 days ahead; edits a SCHEDULED campaign in place; cancels it', async () => {
    const id = await draftWithAudience(designer, ACME, 3);
    await action(designer, id, 'submit');
    const scheduled = await action(designer, id, 'schedule', { schedule: { kind: 'at', at: '2026-03-10T18:30', timeZone: 'Asia/Kolkata' } });
    expect(scheduled.json).toMatchObject({ state: 'SCHEDULED', scheduleAt: '2026-03-10T13:00:00.000Z', schedule: { kind: 'at', at: '2026-03-10T18:30', timeZone: 'Asia/Kolkata' } });
    const tooFar = await action(designer, id, 'schedule', { schedule: { kind: 'at', at: '2026-06-01T09:00', timeZone: 'UTC' } });
    expect([tooFar.status, Object.keys(tooFar.json.fields)]).toEqual([400, ['schedule.at']]);
    expect((await view(id)).scheduleAt).toBe('2026-03-10T13:00:00.000Z');
    const edited = await designer.call('PUT', `${CAMPAIGNS}/${id}`, { body: await draftFor(designer, ACME, { name: 'Renamed', schedule: { kind: 'at', at: '2026-03-11T10:00', timeZone: 'Asia/Kolkata' } }) });
    expect(edited.json).toMatchObject({ state: 'SCHEDULED', name: 'Renamed', funnel: { total: 3 } });
    const kind = await designer.call('PUT', `${CAMPAIGNS}/${id}`, { body: await draftFor(designer, ACME, { audience: { kind: 'OPT_IN_USERS' } }) });
    expect([kind.status, kind.json.error]).toEqual([409, 'audience_not_ready']);
    expect((await action(designer, id, 'pause')).status).toBe(409);
    const cancelled = await action(designer, id, 'cancel');
    expect(cancelled.json).toMatchObject({ state: 'CANCELLED', funnel: { total: 3, pending: 0, skipped: 3 } });
    const report = await designer.call('GET', `${CAMPAIGNS}/${id}/report`);
    expect(report.json.skips).toEqual([{ code: 'cancelled', text: 'Campaign cancelled', count: 3 }]);
  });

  it('never moves a cancelled campaign back: edit, submit, approve, resume, pause and cancel are refused', async () => {
    const id = await draftWithAudience(designer, ACME, 2);
    await action(designer, id, 'cancel');
    for (const name of ['submit', 'approve', 'resume', 'cancel', 'pause']) expect((await action(designer, id, name)).status).toBe(409);
    expect((await designer.call('PUT', `${CAMPAIGNS}/${id}`, { body: await draftFor(designer, ACME) })).status).toBe(409);
    expect((await view(id)).state).toBe('CANCELLED');
  });

  it('pauses and resumes a running campaign, completes, and retries the failed recipients', async () => {
    const id = await draftWithAudience(designer, ACME, 5);
    await action(designer, id, 'submit');
    expect(await system(id, 'SCHEDULED', 'RUNNING')).toBeDefined();
    expect((await action(designer, id, 'pause')).json.state).toBe('PAUSED');
    // The dispatcher cannot start a paused campaign: its guarded statement finds no SCHEDULED row.
    expect(await system(id, 'SCHEDULED', 'RUNNING')).toBeUndefined();
    expect((await action(designer, id, 'resume')).json.state).toBe('RUNNING');
    await moveRecipients(server.db, {
      where: `campaign_id = $1 and status = 'PENDING' and phone = any($2::text[])`,
      set: `status = 'FAILED', error_code = '131026', error_text = 'Message undeliverable', failed_at = $3`,
      params: [id, phones(2), server.clock.now()],
    });
    await moveRecipients(server.db, { where: `campaign_id = $1 and status = 'PENDING'`, set: `status = 'SENT', sent_at = $2`, params: [id, server.clock.now()] });
    await system(id, 'RUNNING', 'COMPLETED');
    const report = await designer.call('GET', `${CAMPAIGNS}/${id}/report`);
    expect(report.json).toMatchObject({ state: 'COMPLETED', funnel: { total: 5, sent: 3, failed: 2 }, failures: [{ code: '131026', text: 'Message undeliverable', count: 2 }] });
    const retried = await action(designer, id, 'retry-failed');
    expect(retried.json).toMatchObject({ state: 'RUNNING', funnel: { total: 5, pending: 2, sent: 3, failed: 0 } });
    expect((await designer.call('GET', `${CAMPAIGNS}/${id}/report`)).json.failures).toEqual([]);
    expect((await action(designer, id, 'retry-failed')).status).toBe(409);
  });

  it('duplicates a campaign with its audience into a new DRAFT', async () => {
    const id = await draftWithAudience(designer, ACME, 3);
    await action(designer, id, 'cancel');
    const copy = await action(designer, id, 'duplicate');
    expect(copy.json).toMatchObject({ state: 'DRAFT', name: 'Spring payments (copy)', importState: 'COMPLETE', funnel: { total: 3, pending: 3 } });
    expect(copy.json.id).not.toBe(id);
    expect((await action(designer, copy.json.id, 'submit')).json.state).toBe('SCHEDULED');
  });

  it('lists campaigns by state and name, newest first, with their funnels', async () => {
    const list = await designer.call('GET', CAMPAIGNS, { query: { state: 'CANCELLED', pageSize: '2' } });
    expect(list.status).toBe(200);
    expect(list.json.rows.every((row: { state: string }) => row.state === 'CANCELLED')).toBe(true);
    expect(list.json.rows).toHaveLength(2);
    expect(list.json.total).toBeGreaterThanOrEqual(3);
    const search = await designer.call('GET', CAMPAIGNS, { query: { search: 'renamed' } });
    expect(search.json.rows.map((row: { name: string }) => row.name)).toEqual(['Renamed']);
    expect((await designer.call('GET', CAMPAIGNS, { query: { state: 'SENDING' } })).json.fields).toHaveProperty('state.0');
  });
});
