import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { ChannelName } from '../../channel/channel';
import { openMessagingChannels, type OpenChannels, type OpenChannelsInput } from '../../messaging/open/open-channels';
import type { DispatchPacing } from '../../messaging/pacing/pacing-port';
import { startMessaging, type Messaging } from '../../start-messaging';
import type { TestDatabase } from '../test-databases';
import { startTestServer, withOptions, type TestServer } from '../test-server';

export interface SandboxedServer {
  server: TestServer;
  opened: OpenChannels;
  messaging: Messaging;
  dispose(): Promise<void>;
}

/**
 * A test server whose messaging runs as in production: the real channels on the sandbox providers
 * (instant timing), their signed webhooks going through our webhook routes (app.request, no socket),
 * and a dispatcher on the test clock.
 */
export async function startSandboxedServer(
  database: TestDatabase,
  options: {
    /** The dispatcher's pacing, or how to make it from the test database (the real pacing at another rate). */
    pacing?: DispatchPacing | ((db: TestServer['db']) => DispatchPacing);
    env?: Record<string, string>;
    chunkSize?: number;
    realClock?: boolean;
    whatsappSandboxRules?: OpenChannelsInput['whatsappSandboxRules'];
    rcsSandbox?: OpenChannelsInput['rcsSandbox'];
    /** Changes to the seeded data the sandbox must see too: it reads our numbers (and their throughput) when it opens. */
    prepare?: (db: TestServer['db']) => Promise<void>;
    /** Sees every webhook body a sandbox posts, as posted (before our route answers it). */
    observeWebhook?: (channel: ChannelName, rawBody: string) => void;
    /**
     * The scheduler's pass and the queues' polling as production runs them (start-messaging.ts's
     * defaults) rather than the tests' quicker ones: for benches, whose figures include that polling.
     */
    productionIntervals?: boolean;
  } = {},
): Promise<SandboxedServer> {
  const base = await startTestServer(database);
  await options.prepare?.(base.db);
  let server: TestServer = base;
  const opened = await openMessagingChannels({
    db: base.db,
    logger: pino({ level: 'silent' }),
    env: { WHATSAPP_SANDBOX_TIMING: 'instant', RBM_SANDBOX_TIMING: 'instant', ...options.env },
    graphApiVersion: base.config.graphApiVersion,
    webhookBase: 'http://127.0.0.1:1',
    ...(options.whatsappSandboxRules ? { whatsappSandboxRules: options.whatsappSandboxRules } : {}),
    ...(options.rcsSandbox ? { rcsSandbox: options.rcsSandbox } : {}),
    deliverWebhook: (channel: ChannelName) => async (rawBody, headers) => {
      options.observeWebhook?.(channel, rawBody);
      const answer = await server.app.request(`/webhooks/${channel}`, { method: 'POST', headers, body: rawBody });
      if (!answer.ok) throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
    },
  });
  server = withOptions(base, { webhooks: opened.webhooks });
  const queueSchema = `pgboss_${randomBytes(5).toString('hex')}`;
  const messaging = await startMessaging({
    db: base.db,
    logger: pino({ level: 'silent' }),
    channels: opened.channels,
    ...(options.pacing ? { pacing: typeof options.pacing === 'function' ? options.pacing(base.db) : options.pacing } : {}),
    ...(options.productionIntervals ? {} : { tickMs: 500, pollingIntervalSeconds: 0.5 }),
    chunkSize: options.chunkSize ?? 20,
    queueSchema,
    now: options.realClock ? () => new Date() : base.clock.now,
  });
  return {
    server,
    opened,
    messaging,
    async dispose() {
      await messaging.stop();
      await opened.close();
      await base.db.query(`drop schema if exists ${queueSchema} cascade`);
      await base.dispose();
    },
  };
}
