import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { eventually } from '../../testing/eventually';
import { decideRcsFate, defaultRcsSandboxRules, instantRcsSandboxTiming, isRcsCapable } from '../../messaging/sandbox/rcs/rcs-sandbox-rules';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { signedIn } from '../../testing/routes/chatbot';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../testing/routes/rcs';

const DOWNLOADS = '/api/reports/downloads';

/** More devices offline than by default, so some messages stay undelivered past the time to live. */
const rules = { ...defaultRcsSandboxRules, offlineRate: 0.2 };
/** The sandbox agent's seeded rule (RBM_SANDBOX_SEED unset: '1'), applied to our own numbers. */
const capable = (phone: string) => isRcsCapable(rules, '1', phone);
const offline = (phone: string) => decideRcsFate(rules, '1', phone).kind === 'offline';

describe.each(testDatabases)('RCS campaign dispatch through the sandbox agent on $name', (database) => {
  let sandboxed: SandboxedServer;
  let designer: ApiClient;
  beforeAll(async () => {
    // Messages undelivered after a second are revoked by our server; the sandbox's devices stay offline far longer.
    sandboxed = await startSandboxedServer(database, { realClock: true, env: { RBM_MESSAGE_TTL_SECONDS: '1' }, rcsSandbox: { rules, timing: { ...instantRcsSandboxTiming, expiryCapMs: 600_000 } } });
    designer = await signedIn(sandboxed.server, demoLogins.designer);
  });
  afterAll(() => sandboxed.dispose());

  it('sends to the file less the excluded numbers, checks capability in bulk, revokes what is undelivered after the time to live, falls back to SMS for both, and reports it all', async () => {
    // Numbers ending in 999 are never RCS-capable in the sandbox; the rest by its seeded rate.
    const audience = [...numbers(56), '+919712345999', '+919712346999', '+919712347999', '+919712348999'];
    const excluded = audience.slice(0, 4);
    const group = await designer.call('POST', `${RCS}/groups/saveExclusionGroup`, { body: { esmeaddr: ACME, name: 'Staff', numbers: excluded } });
    const file = await uploadFile(designer, audience.map((phone) => ({ phone, variables: { name: 'Ada' } })), 25);
    const saved = await designer.call('POST', `${RCS}/saveScheduleCampaign`, {
      body: {
        esmeaddr: ACME,
        campaignName: 'Spring launch',
        senderId: ACME_AGENT,
        ...(await seededTemplate(sandboxed.server.db)),
        language: 'en',
        botId: ACME_AGENT,
        variableMapping: { '1': { kind: 'column', column: 'name' } },
        exclusionGroupIds: [group.json.id],
        smsSenderId: 'ACMERT',
        scheduleAt: null,
        ...file,
      },
    });
    expect(saved.status).toBe(200);
    const campaignId = saved.json.id as string;
    const sentTo = audience.filter((phone) => !excluded.includes(phone));
    const bySms = sentTo.filter((phone) => !capable(phone));
    const revoked = sentTo.filter((phone) => capable(phone) && offline(phone));
    const read = sentTo.filter((phone) => {
      const fate = decideRcsFate(rules, '1', phone);
      return capable(phone) && fate.kind === 'delivered' && fate.read;
    });
    expect(bySms.length).toBeGreaterThanOrEqual(4);
    expect(revoked.length).toBeGreaterThanOrEqual(2);

    const report = await eventually(
      'the RCS campaign completed with every fate',
      async () => (await designer.call('POST', `${RCS}/report/campaignReport`, { body: { esmeaddr: ACME, campaignId } })).json,
      (body) => body.campaign?.state === 'COMPLETED' && body.campaign.funnel.delivered + body.campaign.funnel.smsFallback === sentTo.length,
      { timeoutMs: 30_000 },
    );
    expect(report.campaign.funnel).toMatchObject({ total: sentTo.length, smsFallback: bySms.length + revoked.length, revoked: revoked.length, expired: 0, failed: 0, skipped: 0 });
    // The users' READ events, recorded where their DELIVERED are.
    expect(report.campaign.funnel.read).toBe(read.length);
    expect(report.failures).toEqual([]);
    expect(report.byDay).toEqual([expect.objectContaining({ sent: sentTo.length, failed: 0, smsFallback: bySms.length + revoked.length })]);

    const rows = await designer.call('POST', `${RCS}/report/recipients`, { body: { esmeaddr: ACME, campaignId, limit: 200 } });
    expect(rows.json.total).toBe(sentTo.length);
    expect(rows.json.rows.map((row: { phone: string }) => row.phone).sort()).toEqual([...sentTo].sort());
    expect(rows.json.rows.filter((row: { via: string }) => row.via === 'sms').map((row: { phone: string }) => row.phone).sort()).toEqual([...bySms, ...revoked].sort());
    const agent = sandboxed.opened.sandboxes.rcs;
    if (!agent) throw new Error('the sandboxed server has no RCS sandbox');
    expect(bySms.every((phone) => !agent.received.has(phone))).toBe(true);
    // Capability in bulk (users.batchGet, a request a chunk): each number asked once, and none sent only to be refused 404.
    expect(agent.reachChecks.flat().sort()).toEqual([...sentTo].sort());
    expect(agent.reachChecks.length).toBeLessThan(sentTo.length / 10);
    expect(agent.calls.get('phones.agentMessages.create')).toBe(sentTo.length - bySms.length);
    // Only the undelivered were revoked (Google's DELETE on each), and the SMS fallback took them.
    expect(agent.calls.get('phones.agentMessages.delete')).toBe(revoked.length);

    const summary = await designer.call('POST', `${RCS}/report/summary`, { body: { esmeaddr: ACME } });
    expect(summary.json.bySender).toEqual([expect.objectContaining({ senderId: ACME_AGENT, senderName: 'Acme Retail', campaigns: 1, funnel: expect.objectContaining({ total: sentTo.length, smsFallback: bySms.length + revoked.length, revoked: revoked.length }) })]);

    // The export is a Download Center job, like every export of the console.
    const job = await designer.call('POST', DOWNLOADS, { body: { pagename: 'rcs-campaign-report', columns: ['phone', 'status', 'message_id'], fileType: 'csv', filter: { campaignId } } });
    expect(job.json).toMatchObject({ kind: 'rcs_campaign_recipients', pageName: 'rcs-campaign-report', rowsTotal: sentTo.length });
    await eventually('the export done', async () => (await designer.call('GET', `${DOWNLOADS}/${job.json.id}`)).json.state, (state) => state === 'DONE', { timeoutMs: 30_000 });
    const download = await designer.call('GET', `${DOWNLOADS}/${job.json.id}/file`);
    const lines = String(download.json).trim().split(/\r?\n/);
    expect(lines).toHaveLength(sentTo.length + 1);
    expect(lines.filter((line) => line.includes('sms-sandbox-'))).toHaveLength(bySms.length + revoked.length);

    // A campaign that ran keeps its report: it cannot be deleted.
    expect((await designer.call('POST', `${RCS}/deleteScheduleCampaign`, { body: { esmeaddr: ACME, campaignId } })).status).toBe(409);
  }, 120_000);

  it('sends a read receipt (the agent event READ) for each message a customer writes to the agent', async () => {
    const agent = sandboxed.opened.sandboxes.rcs;
    if (!agent) throw new Error('the sandboxed server has no RCS sandbox');
    const from = numbers(20, 900).find(capable) ?? '';
    const messageId = await agent.sendInbound({ from, agentId: ACME_AGENT, text: 'Is the store open on Sunday?' });
    const receipts = await eventually('the read receipt', () => Promise.resolve(agent.agentEvents.filter((event) => event.messageId === messageId)), (found) => found.length > 0);
    expect(receipts).toEqual([expect.objectContaining({ to: from, agentId: ACME_AGENT, eventType: 'READ' })]);
  });
});
