import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelEventConsumers } from '../../channel-event-consumers';
import type { ChannelEventConsumer } from '../../channel/channel-event-consumer';
import type { ServerContext } from '../../platform/context';
import { defaultServerOptions } from '../../default-server-options';
import { demoMessaging } from '../../seed/demo-accounts';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { ChannelEvent } from '../../channel/channel';
import { TemplateNotStoredYet, takeChannelEvents } from './take-channel-events';

const SENDER = demoMessaging[0]!.numbers[0]!.id;

describe.each(testDatabases)('a provider’s events and their consumers, on $name', (database) => {
  let server: TestServer;
  const taken: string[] = [];
  const recording = (name: string): ChannelEventConsumer => ({
    name,
    take: async (_ctx, events, outcomes) => {
      taken.push(...events.map((event, index) => `${name} ${'providerMessageId' in event ? event.providerMessageId : event.kind} ${outcomes[index]}`));
    },
  });
  const context = (): ServerContext => ({
    db: server.db,
    config: server.config,
    logger: pino({ level: 'silent' }),
    options: { ...defaultServerOptions, now: server.clock.now },
    eventConsumers: [recording('first'), recording('second')],
  });

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  it('hands every consumer the events in the registered order, with their outcomes; a delivery again reads as a duplicate', async () => {
    const message: ChannelEvent = { kind: 'inbound', providerMessageId: 'wamid.consumers-1', from: '+919800000101', senderId: SENDER, text: 'Hello', at: server.clock.now() };
    const stranger: ChannelEvent = { ...message, providerMessageId: 'wamid.consumers-2', senderId: '999000999' };
    expect(await takeChannelEvents(context(), 'whatsapp', [message, stranger])).toEqual({ received: 2 });
    await takeChannelEvents(context(), 'whatsapp', [message]);
    expect(taken).toEqual([
      'first wamid.consumers-1 recorded',
      'first wamid.consumers-2 unknown_sender',
      'second wamid.consumers-1 recorded',
      'second wamid.consumers-2 unknown_sender',
      'first wamid.consumers-1 duplicate',
      'second wamid.consumers-1 duplicate',
    ]);
  });

  it('stores nothing and tells no consumer of a template event that names a template not stored yet', async () => {
    taken.length = 0;
    const verdict: ChannelEvent = { kind: 'template', providerTemplateId: '4242424242', name: 'not_here_yet', language: 'en', event: 'APPROVED', reason: null, at: server.clock.now() };
    const message: ChannelEvent = { kind: 'inbound', providerMessageId: 'wamid.consumers-3', from: '+919800000101', senderId: SENDER, text: 'Hi', at: server.clock.now() };
    await expect(takeChannelEvents(context(), 'whatsapp', [message, verdict])).rejects.toEqual(new TemplateNotStoredYet('4242424242'));
    expect(taken).toEqual([]);
    expect(await server.db.query("select 1 from inbound_messages where provider_message_id = 'wamid.consumers-3'")).toEqual([]);
  });

  it('applies deliveries that arrive while another is being applied together, in arrival order, each answered once stored', async () => {
    taken.length = 0;
    const ctx = context();
    const inbound = (n: number): ChannelEvent => ({ kind: 'inbound', providerMessageId: `wamid.together-${n}`, from: '+919800000101', senderId: SENDER, text: 'Hi', at: server.clock.now() });
    const answers = await Promise.all([1, 2, 3].map((n) => takeChannelEvents(ctx, 'whatsapp', [inbound(n)])));
    expect(answers).toEqual([{ received: 1 }, { received: 1 }, { received: 1 }]);
    // The first went alone; the two that came meanwhile reached each consumer in one call.
    expect(taken).toEqual([
      'first wamid.together-1 recorded',
      'second wamid.together-1 recorded',
      'first wamid.together-2 recorded',
      'first wamid.together-3 recorded',
      'second wamid.together-2 recorded',
      'second wamid.together-3 recorded',
    ]);
  });

  it('composes webhook rules, notifications, customer media, automation and read receipts, in that order', () => {
    expect(channelEventConsumers.map((consumer) => consumer.name)).toEqual(['webhook rules', 'notifications', 'customer media', 'automation', 'read receipts']);
  });
});
