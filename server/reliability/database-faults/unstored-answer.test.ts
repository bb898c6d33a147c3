import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db';
import { DatabaseUnavailableError } from '../../platform/db/database-unavailable';
import type { OutboundMessage, SendResult } from '../../channel/channel';
import { applyChannelEvents } from '../../messaging/campaigns/apply-events';
import { handDispatchDeps, TestProvider } from '../../testing/test-messaging';
import { runChunk } from '../../messaging/dispatch/run-chunk';
import { schedulerTick } from '../../messaging/dispatch/scheduler';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** A database whose transactions fail as unreachable `times` times once `lose` is called (the pool's connections ended). */
function losingTransactions(db: Db) {
  let left = 0;
  const flaky: Db = {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction(fn) {
      if (left <= 0) return db.transaction(fn);
      left -= 1;
      return Promise.reject(new DatabaseUnavailableError(new Error('Connection terminated unexpectedly')));
    },
  };
  return {
    db: flaky,
    lose(times: number) {
      left = times;
    },
  };
}

/** Loses the database's transactions right after it accepts its nth message, and keeps each message's id, as the provider's webhooks would tell them. */
class ProviderLosingDbAt extends TestProvider {
  readonly ids = new Map<string, { id: string; reference: string }>();
  constructor(
    private readonly nth: number,
    private readonly lose: () => void,
  ) {
    super();
  }

  override async send(message: OutboundMessage): Promise<SendResult> {
    const result = await super.send(message);
    this.ids.set(message.to, { id: result.providerMessageId, reference: message.reference });
    if (this.sent.length === this.nth) this.lose();
    return result;
  }
}

/**
 * A fault the in-process database can have too: the provider accepted a message, and the statement
 * storing its answer met a lost connection. Found by the PostgreSQL fault test (terminated-backends):
 * such a recipient was marked FAILED "the provider did not answer", and its webhooks found no row to move.
 */
describe.each(testDatabases)('a provider answer whose storing meets a lost connection, on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    await server.db.query('update sender_numbers set throughput = 1000');
  });
  afterAll(async () => {
    await server.dispose();
  });

  const running = async (name: string, start: number, provider: TestProvider, db: Db) => {
    const deps = { ...handDispatchDeps(server, provider, 20), db };
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, demoLogins.designer.esme, { name }) });
    await uploadAudience(designer, created.json.id, phones(20, start).map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } });
    await schedulerTick(deps);
    return { id: created.json.id as string, deps };
  };
  const rows = (id: string) => server.db.query<{ phone: string; status: string; provider_message_id: string | null }>('select phone, status, provider_message_id from campaign_recipients where campaign_id = $1 order by phone', [id]);
  /** Each number the provider accepted, SENT with the id the provider gave. */
  const sentAsAccepted = (provider: ProviderLosingDbAt) => [...provider.ids].sort(([a], [b]) => a.localeCompare(b)).map(([phone, sent]) => ({ phone, status: 'SENT', provider_message_id: sent.id }));

  it('a store that lost its connection once is run again: every recipient SENT with the provider’s id', async () => {
    const flaky = losingTransactions(server.db);
    const provider = new ProviderLosingDbAt(5, () => flaky.lose(1));
    const { id, deps } = await running('Store lost once', 60_000, provider, flaky.db);
    expect(await runChunk(deps, id)).toMatchObject({ sent: 20, failed: 0 });
    expect(await rows(id)).toEqual(sentAsAccepted(provider));
  });

  it('a store that cannot be made leaves the accepted message SENDING, never FAILED as unsent, and its webhook makes it SENT', async () => {
    const flaky = losingTransactions(server.db);
    const provider = new ProviderLosingDbAt(5, () => flaky.lose(Number.MAX_SAFE_INTEGER));
    const { id, deps } = await running('Store lost', 61_000, provider, flaky.db);
    await runChunk(deps, id);
    flaky.lose(0);
    const stored = await rows(id);
    expect(provider.sent).toHaveLength(20);
    expect(stored.filter((row) => row.status === 'FAILED')).toEqual([]);
    expect(stored.filter((row) => row.status === 'SENDING').length).toBeGreaterThan(0);
    // The provider's 'sent' webhooks, which echo our reference (apply-events.ts applyByReference).
    await applyChannelEvents(server.db, [...provider.ids].map(([phone, sent]) => ({ kind: 'status', providerMessageId: sent.id, status: 'sent', at: server.clock.now(), recipient: phone, reference: sent.reference })), server.clock.now());
    expect(await rows(id)).toEqual(sentAsAccepted(provider));
  });
});
