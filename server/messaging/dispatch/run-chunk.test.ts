import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type OutboundMessage, type SendResult } from '../../channel/channel';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../testing/routes/campaign';
import { signedIn } from '../../testing/routes/chatbot';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { DispatchDeps } from './dispatch-deps';
import type { DispatchPacing } from '../pacing/pacing-port';
import { handDispatchDeps, TestProvider } from '../../testing/test-messaging';
import { runChunk } from './run-chunk';
import { schedulerTick } from './scheduler';

const ACME = demoLogins.designer.esme;

/**
 * Calls `during` from inside the provider's nth send, as a user's click would land while a chunk is being sent.
 * The group's later sends wait for their slot until the click has been answered (`holdSlots`): the next group's
 * state check starts once this group's last send has its slot, so on a loaded machine a slower click would
 * otherwise land one group late, which is the dispatcher's promise, not this test's question.
 */
class ProviderActingAt extends TestProvider {
  constructor(
    private readonly nth: number,
    private readonly during: () => Promise<void>,
  ) {
    super();
  }

  private calls = 0;
  private acted: Promise<void> | null = null;

  override async send(message: OutboundMessage): Promise<SendResult> {
    this.calls += 1;
    if (this.calls === this.nth) {
      this.acted = this.during();
      await this.acted;
    }
    return super.send(message);
  }

  holdSlots(pacing: DispatchPacing): DispatchPacing {
    return {
      ...pacing,
      acquire: async (senderId, throughput) => {
        const answered = await pacing.acquire(senderId, throughput);
        await this.acted;
        return answered;
      },
    };
  }
}

/** Refuses the sends it is told to by call number with WhatsApp's throughput error; nothing of those goes out. */
class ProviderThrottlingAt extends TestProvider {
  private calls = 0;

  constructor(private readonly refused: Set<number>) {
    super();
  }

  override async send(message: OutboundMessage): Promise<SendResult> {
    this.calls += 1;
    if (this.refused.has(this.calls)) throw new ProviderError(130429, 'Rate limit hit', true);
    return super.send(message);
  }
}

describe.each(testDatabases)('one chunk of a running campaign on $name', (database) => {
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

  const depsWith = (provider: TestProvider): DispatchDeps => handDispatchDeps(server, provider, 200);
  const actingDepsWith = (provider: ProviderActingAt): DispatchDeps => {
    const deps = depsWith(provider);
    return { ...deps, pacing: provider.holdSlots(deps.pacing) };
  };
  const running = async (name: string, count: number, start: number, deps: DispatchDeps) => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name }) });
    await uploadAudience(designer, created.json.id, phones(count, start).map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } });
    await schedulerTick(deps);
    return created.json.id as string;
  };
  const report = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}/report`)).json;
  const funnel = async (id: string) => (await report(id)).funnel;

  // At 1,000 a second a chunk sends in groups of 100 and looks at the campaign's state between groups.
  it('a pause during a group lets that group finish, then puts every other claimed row back to wait', async () => {
    let id = '';
    const provider = new ProviderActingAt(30, async () => {
      expect((await action(designer, id, 'pause')).status).toBe(200);
    });
    const deps = actingDepsWith(provider);
    id = await running('Paused mid-chunk', 200, 40_000, deps);
    const outcome = await runChunk(deps, id);
    expect(provider.sent).toHaveLength(100);
    expect(outcome).toMatchObject({ sent: 100, released: 100 });
    expect(await funnel(id)).toMatchObject({ total: 200, sent: 100, pending: 100, sending: 0 });
  });

  it('a cancel during a group lets that group finish and skips every other claimed row', async () => {
    let id = '';
    const provider = new ProviderActingAt(30, async () => {
      expect((await action(designer, id, 'cancel')).status).toBe(200);
    });
    const deps = actingDepsWith(provider);
    id = await running('Cancelled mid-chunk', 200, 41_000, deps);
    const outcome = await runChunk(deps, id);
    expect(provider.sent).toHaveLength(100);
    expect(outcome).toMatchObject({ sent: 100, skipped: 100 });
    expect(await funnel(id)).toMatchObject({ total: 200, sent: 100, skipped: 100, pending: 0, sending: 0 });
  });

  it('a lone throughput refusal (130429) goes again at the next slot: every recipient once, nothing put back', async () => {
    const provider = new ProviderThrottlingAt(new Set([57]));
    const deps = depsWith(provider);
    const id = await running('One refusal', 200, 43_000, deps);
    const outcome = await runChunk(deps, id);
    expect(outcome).toMatchObject({ sent: 200, released: 0, failed: 0 });
    expect(provider.sent).toHaveLength(200);
    expect(new Set(provider.sent.map((message) => message.to)).size).toBe(200);
    expect((await report(id)).continuesAt).toBeNull();
  });

  it('a second refusal within a minute slows the sender down: the rest of the chunk waits and the campaign says when it continues', async () => {
    const provider = new ProviderThrottlingAt(new Set([10, 40]));
    const deps = depsWith(provider);
    const id = await running('Two refusals', 200, 44_000, deps);
    const outcome = await runChunk(deps, id);
    expect(outcome.sent + outcome.released).toBe(200);
    expect(outcome.released).toBeGreaterThan(0);
    expect(provider.sent).toHaveLength(outcome.sent);
    const waiting = await report(id);
    expect(waiting.funnel).toMatchObject({ sent: outcome.sent, pending: outcome.released, sending: 0 });
    expect(new Date(waiting.continuesAt).getTime()).toBe(server.clock.now().getTime() + 15_000);
    expect(waiting.continuesFor).toBe('slowedDown');
  });
});
