import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { ProviderError, type ChannelName, type MessagingChannel, type OutboundMessage, type SendResult } from '../channel/channel';
import { startMessaging, type Messaging } from '../start-messaging';
import type { TestServer } from './test-server';
import { createDispatchPacing } from '../messaging/pacing/dispatch-pacing';
import type { DispatchDeps } from '../messaging/dispatch/dispatch-deps';
import { withTrackedLinks } from '../insights/message-links';

/** A stand-in for the outside provider (not for our server): records each send, answers a wamid, refuses chosen numbers. */
export class TestProvider implements MessagingChannel {
  /** WhatsApp unless a test runs the same core on another channel (the crash test on RCS). */
  constructor(readonly name: ChannelName = 'whatsapp') {}
  readonly sent: OutboundMessage[] = [];
  readonly refuse = new Map<string, ProviderError>();

  async send(message: OutboundMessage): Promise<SendResult> {
    const refusal = this.refuse.get(message.to);
    if (refusal) throw refusal;
    this.sent.push(message);
    return { providerMessageId: `wamid.${randomBytes(8).toString('hex')}` };
  }

  timesSentTo(phone: string) {
    return this.sent.filter((message) => message.to === phone).length;
  }
}

export const undeliverable = () => new ProviderError(131026, 'Message undeliverable', false);

/** The dispatcher of a test server: its clock, its own pg-boss schema, ticks by hand, small chunks. */
export async function startTestMessaging(server: TestServer, provider: MessagingChannel, queueSchema = `pgboss_${randomBytes(5).toString('hex')}`): Promise<Messaging & { queueSchema: string }> {
  const messaging = await startMessaging({
    db: server.db,
    logger: pino({ level: 'silent' }),
    channels: { whatsapp: provider },
    pacing: createDispatchPacing({ db: server.db }),
    tickMs: 60_000,
    chunkSize: 10,
    queueSchema,
    pollingIntervalSeconds: 0.5,
    now: server.clock.now,
  });
  return { ...messaging, queueSchema };
}

/** Dispatch run by hand on a test server (runChunk, schedulerTick): its clock, real pacing, nothing queued. */
export function handDispatchDeps(server: TestServer, provider: MessagingChannel, chunkSize: number): DispatchDeps {
  return {
    db: server.db,
    logger: pino({ level: 'silent' }),
    channels: { whatsapp: provider },
    pacing: createDispatchPacing({ db: server.db }),
    now: server.clock.now,
    chunkSize,
    leaseGraceMs: 30_000,
    enqueue: async () => undefined,
    trackLinks: withTrackedLinks,
  };
}
