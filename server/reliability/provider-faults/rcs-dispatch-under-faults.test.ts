import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../testing/routes/chatbot';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../testing/routes/rcs';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { NO_ANSWER } from '../../messaging/campaigns/unknown-fate';
import { eventually } from '../../testing/eventually';
import { isRcsCapable, defaultRcsSandboxRules } from '../../messaging/sandbox/rcs/rcs-sandbox-rules';
import type { RcsSandbox } from '../../messaging/sandbox/rcs/start-rcs-sandbox';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';

const SENDS = /^POST \/v1\/phones\/[^/]+\/agentMessages$/;

describe.each(testDatabases)("RCS campaign sending while Google's agent API misbehaves, on $name", (database) => {
  let sandboxed: SandboxedServer;
  let sandbox: RcsSandbox;
  let designer: ApiClient;
  beforeAll(async () => {
    sandboxed = await startSandboxedServer(database, { realClock: true, env: { RBM_API_TIMEOUT_MS: '3000' } });
    const rcs = sandboxed.opened.sandboxes.rcs;
    if (!rcs) throw new Error('the sandboxed server has no RCS sandbox');
    sandbox = rcs;
    designer = await signedIn(sandboxed.server, demoLogins.designer);
  });
  afterAll(() => sandboxed.dispose());

  it('sends every capable number once through a 500 and a 503 asking for a second, a hang, a reset and an unreadable answer; the unanswered take their fate from the events', async () => {
    for (const fault of [{ kind: 'status', status: 500, retryAfterSeconds: 1 }, { kind: 'status', status: 503, retryAfterSeconds: 1 }, { kind: 'hang' }, { kind: 'reset' }, { kind: 'garbage' }] as const) {
      sandbox.faults.inject(fault, { match: SENDS });
    }
    const audience = numbers(30, 500).filter((phone) => isRcsCapable(defaultRcsSandboxRules, '1', phone));
    const file = await uploadFile(designer, audience.map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const saved = await designer.call('POST', `${RCS}/saveScheduleCampaign`, {
      body: { esmeaddr: ACME, campaignName: 'Agent faults', senderId: ACME_AGENT, ...(await seededTemplate(sandboxed.server.db)), language: 'en', botId: ACME_AGENT, variableMapping: { '1': { kind: 'column', column: 'name' } }, smsSenderId: 'ACMERT', scheduleAt: null, ...file },
    });
    expect(saved.status).toBe(200);
    const id = saved.json.id as string;
    await eventually(
      'the RCS campaign completed',
      async () => (await designer.call('POST', `${RCS}/report/campaignReport`, { body: { esmeaddr: ACME, campaignId: id } })).json.campaign?.state,
      (state) => state === 'COMPLETED',
      { timeoutMs: 60_000 },
    );
    await sandbox.idle();
    expect(sandbox.faults.applied()).toBe(5);

    const rows = await sandboxed.server.db.query<{ phone: string; status: string; error_code: string | null; error_text: string | null }>(
      'select phone, status, error_code, error_text from campaign_recipients where campaign_id = $1',
      [id],
    );
    for (const row of rows) {
      const got = (sandbox.received.get(row.phone) ?? []).filter((message) => message.messageId.startsWith(`${id}:`));
      expect(got.length, row.phone).toBe(1);
    }
    expect(rows.filter((row) => row.status === 'FAILED' && !row.error_text).map((row) => row.phone), 'failed without a reason').toEqual([]);
    expect(rows.filter((row) => row.error_code === NO_ANSWER.code)).toEqual([]);
    const counters = Object.fromEntries(Object.entries((await readCounters(sandboxed.server.db, [id])).get(id) ?? {}).filter(([, count]) => count !== 0));
    const byStatus: Record<string, number> = {};
    for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    expect(counters).toEqual(byStatus);
    expect(byStatus.PENDING ?? 0).toBe(0);
    expect(byStatus.SENDING ?? 0).toBe(0);
  }, 90_000);
});
