import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../testing/routes/chatbot';
import { ACME, ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../testing/routes/rcs';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { eventually } from '../../testing/eventually';
import { createDispatchPacing } from '../../messaging/pacing/dispatch-pacing';
import { isRcsCapable, defaultRcsSandboxRules } from '../../messaging/sandbox/rcs/rcs-sandbox-rules';
import type { RcsSandbox } from '../../messaging/sandbox/rcs/start-rcs-sandbox';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { campaignTruth, expectInvariantsHeld } from '../database-faults/testing/campaign-truth';

const RECIPIENTS = 2_000;

describe.each(testDatabases)("An RCS campaign sent while the agent API's access tokens expire every two seconds, on $name", (database) => {
  let sandboxed: SandboxedServer;
  let sandbox: RcsSandbox;
  let designer: ApiClient;
  beforeAll(async () => {
    // Google's tokens live an hour; these live two seconds, so the campaign runs across many expiries.
    sandboxed = await startSandboxedServer(database, {
      realClock: true,
      chunkSize: 200,
      // The real pacing at five times an agent's 80 a second: the campaign is over in seconds, still across many expiries.
      pacing: (db) => {
        const paced = createDispatchPacing({ db });
        return { ...paced, acquire: (senderId) => paced.acquire(senderId, 400) };
      },
      env: { RBM_SANDBOX_TOKEN_SECONDS: '2' },
    });
    const rcs = sandboxed.opened.sandboxes.rcs;
    if (!rcs) throw new Error('the sandboxed server has no RCS sandbox');
    sandbox = rcs;
    designer = await signedIn(sandboxed.server, demoLogins.designer);
  });
  afterAll(() => sandboxed.dispose());

  it('sends every recipient once, fails none for authentication, and renews the token as it goes', async () => {
    const audience = numbers(RECIPIENTS * 2, 7_000)
      .filter((phone) => isRcsCapable(defaultRcsSandboxRules, '1', phone))
      .slice(0, RECIPIENTS);
    expect(audience).toHaveLength(RECIPIENTS);
    const file = await uploadFile(designer, audience.map((phone) => ({ phone, variables: { name: 'Ada' } })));
    const issuedBefore = sandbox.tokens.issued();
    const saved = await designer.call('POST', `${RCS}/saveScheduleCampaign`, {
      body: { esmeaddr: ACME, campaignName: 'Across token expiry', senderId: ACME_AGENT, ...(await seededTemplate(sandboxed.server.db)), language: 'en', botId: ACME_AGENT, variableMapping: { '1': { kind: 'column', column: 'name' } }, smsSenderId: 'ACMERT', scheduleAt: null, ...file },
    });
    expect(saved.status).toBe(200);
    const id = saved.json.id as string;
    // Polled in the database, not through the report: its totals over 2,000 rows would slow the sending it waits for.
    await eventually(
      'the campaign to complete',
      async () => (await sandboxed.server.db.query<{ state: string }>('select state from campaigns where id = $1', [id]))[0]?.state,
      (state) => state === 'COMPLETED',
      { timeoutMs: 150_000, everyMs: 200 },
    );
    await sandbox.idle();

    const received = [...sandbox.received.values()].flat().filter((message) => message.messageId.startsWith(`${id}:`));
    const truth = await campaignTruth(sandboxed.server.db, id, received);
    expectInvariantsHeld(truth);
    // Offline devices' messages expire (410) as in every campaign; nothing else fails, for authentication or otherwise.
    const failures = await sandboxed.server.db.query<{ error_code: string; error_text: string; count: string }>(
      "select error_code, error_text, count(*)::text as count from campaign_recipients where campaign_id = $1 and status = 'FAILED' and error_code <> '410' group by 1, 2",
      [id],
    );
    expect(failures).toEqual([]);
    expect(new Set(received.map((message) => message.to)).size).toBe(RECIPIENTS);
    expect(Object.keys(truth.byStatus).filter((status) => !['SENT', 'DELIVERED', 'READ', 'FAILED'].includes(status))).toEqual([]);
    expect(sandbox.tokens.issued() - issuedBefore).toBeGreaterThan(1);
  }, 200_000);
});
