import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { startSandboxedServer, type SandboxedServer } from '../../testing/routes/webhooks';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { NO_ANSWER } from '../../messaging/campaigns/unknown-fate';
import type { WhatsappSandbox } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { toldStatuses } from './told-statuses';

const ACME = demoLogins.designer.esme;
const SENDS = /^POST \/v\d+\.\d+\/\d+\/messages$/;
/** The sandbox fails this number's messages with 131026 (its seeded rule). */
const UNDELIVERABLE = '+919812345000';
const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const TEST_MS = 90_000;

interface Row {
  id: string;
  phone: string;
  status: string;
  errorCode: string | null;
  errorText: string | null;
  providerMessageId: string | null;
}

describe.each(testDatabases)('campaign sending while the WhatsApp provider misbehaves, on $name', (database) => {
  let sandboxed: SandboxedServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  const told = toldStatuses();

  beforeAll(async () => {
    // Short, so a provider that never answers is given up on in the test's time; not so short that a
    // busy host's slow loopback answer is taken for none (that send would fail "no answer", rightly).
    sandboxed = await startSandboxedServer(database, { env: { WHATSAPP_API_TIMEOUT_MS: '3000' }, observeWebhook: told.observe });
    const whatsapp = sandboxed.opened.sandboxes.whatsapp;
    if (!whatsapp) throw new Error('the sandboxed server has no WhatsApp sandbox');
    sandbox = whatsapp;
    designer = await signedIn(sandboxed.server, demoLogins.designer);
  });
  afterEach(() => {
    sandbox.faults.clear();
    sandbox.disorderWebhooks({});
  });
  afterAll(async () => {
    await sandboxed.dispose();
  });

  const view = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}`)).json as { state: string; continuesAt: string | null };
  const recipients = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}/recipients`, { query: { limit: '200' } })).json.rows as Row[];
  const submitted = async (name: string, list: string[]) => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name }) });
    await uploadAudience(designer, created.json.id, list.map((phone) => ({ phone })));
    expect((await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } })).status).toBe(200);
    return created.json.id as string;
  };
  const sending = async (id: string) => {
    const [row] = await sandboxed.server.db.query<{ n: number }>("select count(*)::int as n from campaign_recipients where campaign_id = $1 and status = 'SENDING'", [id]);
    return (row?.n ?? 0) > 0;
  };
  /** Ticks the scheduler, moving the test clock past each "continues at" the provider's refusals set, until the campaign completes. */
  const driveToEnd = async (id: string) => {
    const until = Date.now() + 60_000;
    for (;;) {
      await sandboxed.messaging.tick();
      const campaign = await view(id);
      if (campaign.state === 'COMPLETED') break;
      if (Date.now() > until) throw new Error(`campaign still ${campaign.state} after a minute`);
      const waitsMs = campaign.continuesAt ? new Date(campaign.continuesAt).getTime() - sandboxed.server.clock.now().getTime() : 0;
      // Only while nothing is being sent: time jumping under a chunk in flight would run out its leases.
      if (waitsMs > 0 && !(await sending(id))) sandboxed.server.clock.advance(Math.ceil(waitsMs / 1000));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await sandbox.idle();
  };

  /** The messages of this campaign the provider took for the number (one number may be in several campaigns). */
  const receivedFor = (id: string, phone: string) => (sandbox.received.get(phone) ?? []).filter((message) => message.reference?.startsWith(`${id}:`));

  /**
   * What must hold whatever the provider did: nobody got the message twice; a message the provider
   * took ends in the furthest status it told (never moved backwards), one it never took is FAILED with
   * a reason; nothing is left waiting or being sent; the counters equal the rows.
   */
  const expectInvariants = async (id: string) => {
    const rows = await recipients(id);
    for (const row of rows) {
      const got = receivedFor(id, row.phone);
      expect(got.length, `${row.phone} received`).toBeLessThanOrEqual(1);
      const message = got[0];
      if (!message) {
        expect(row).toMatchObject({ status: 'FAILED', errorCode: expect.any(String), errorText: expect.any(String) });
        continue;
      }
      const furthest = [...told.of(message.id)].sort((a, b) => (RANK[b] ?? 0) - (RANK[a] ?? 0))[0] ?? 'sent';
      expect({ phone: row.phone, status: row.status, id: row.providerMessageId }).toEqual({ phone: row.phone, status: furthest.toUpperCase(), id: message.id });
    }
    expect(rows.filter((row) => row.status === 'FAILED' && !row.errorText).map((row) => row.phone), 'failed without a reason').toEqual([]);
    const [byRows, counters] = await Promise.all([
      sandboxed.server.db.query<{ status: string; n: number }>('select status, count(*)::int as n from campaign_recipients where campaign_id = $1 group by status', [id]),
      readCounters(sandboxed.server.db, [id]),
    ]);
    const nonZero = Object.fromEntries(Object.entries(counters.get(id) ?? {}).filter(([, count]) => count !== 0));
    expect(nonZero).toEqual(Object.fromEntries(byRows.map((row) => [row.status, row.n])));
    expect(Object.keys(nonZero).filter((status) => status === 'PENDING' || status === 'SENDING')).toEqual([]);
    return rows;
  };

  it(
    'sends everyone once through 500s, a 503, a proxy page, a hang, a reset and an unreadable answer; the unanswered take their real fate from the webhooks',
    async () => {
      const faults = [{ kind: 'status', status: 500 }, { kind: 'status', status: 503, retryAfterSeconds: 2 }, { kind: 'status', status: 502, html: true }, { kind: 'hang' }, { kind: 'reset' }, { kind: 'garbage' }] as const;
      for (const fault of faults) sandbox.faults.inject(fault, { match: SENDS });
      const list = [...phones(23, 61_000), UNDELIVERABLE];
      const id = await submitted('Provider faults', list);
      await driveToEnd(id);
      expect(sandbox.faults.applied()).toBe(faults.length);
      const rows = await expectInvariants(id);
      // Every number reached the provider exactly once: the refused ones were sent again, the unanswered ones were not.
      expect(rows.filter((row) => receivedFor(id, row.phone).length === 1)).toHaveLength(list.length);
      expect(rows.filter((row) => row.errorCode === NO_ANSWER.code)).toEqual([]);
      expect(rows.find((row) => row.phone === UNDELIVERABLE)).toMatchObject({ status: 'FAILED', errorCode: '131026' });
    },
    TEST_MS,
  );

  it(
    "waits as long as a 503's Retry-After asks, not its own fifteen seconds",
    async () => {
      sandbox.faults.inject({ kind: 'status', status: 503, retryAfterSeconds: 7 }, { match: SENDS });
      const id = await submitted('Retry-After', phones(3, 62_000));
      const before = sandboxed.server.clock.now().getTime();
      await sandboxed.messaging.tick();
      const waiting = await eventuallyContinues(id);
      expect(new Date(waiting).getTime() - before).toBe(7_000);
      await driveToEnd(id);
      await expectInvariants(id);
    },
    TEST_MS,
  );

  it(
    'keeps statuses moving forward when every webhook comes twice, late and in reverse order',
    async () => {
      sandbox.disorderWebhooks({ twice: true, reversed: true, lateMs: 30 });
      const list = [...phones(15, 63_000), UNDELIVERABLE];
      const id = await submitted('Disordered webhooks', list);
      await driveToEnd(id);
      const rows = await expectInvariants(id);
      expect(rows.filter((row) => row.status === 'READ').length).toBeGreaterThan(0);
      expect(rows.find((row) => row.phone === UNDELIVERABLE)).toMatchObject({ status: 'FAILED', errorCode: '131026' });
    },
    TEST_MS,
  );

  const eventuallyContinues = async (id: string): Promise<string> => {
    const until = Date.now() + 20_000;
    for (;;) {
      const campaign = await view(id);
      if (campaign.continuesAt) return campaign.continuesAt;
      if (Date.now() > until) throw new Error(`campaign ${campaign.state} never set "continues at"`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
});
