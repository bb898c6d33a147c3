import { sign } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RcsTemplateContentInput } from '@/api/contracts/rcs-template';
import { createSandboxSmsSender } from '../sms/sandbox-sms-sender';
import { ProviderError, type ChannelEvent } from '../../../channel/channel';
import { fixedRbmAccessToken, serviceAccountRbmTokens } from '../../channels/rcs/rbm-access-tokens';
import { createRbmClient } from '../../channels/rcs/rbm-client';
import { googleTokenUrl, rbmScope } from '../../channels/rcs/rbm-service-account';
import { createRcsChannel, type RcsChannelOptions } from '../../channels/rcs/rcs-channel';
import { rcsExpiredCode, receiveRcsWebhook } from '../../channels/rcs/rcs-webhook';
import type { RcsSandboxRules } from './rcs-sandbox-rules';
import { jwtBearerGrant } from './sandbox-token-endpoint';
import { startRcsSandbox, type RcsSandbox, type RcsSandboxOptions } from './start-rcs-sandbox';

const clientToken = 'rbm-client-token';
const agentId = 'sandbox_agent';
/** Everyone RCS-capable, online, reading, nobody replying: each test turns on what it checks. */
const quiet: Partial<RcsSandboxRules> = { notCapableSuffixes: ['999'], notCapableRate: 0, offlineRate: 0, readRate: 1, replyRate: 0 };

const offer: RcsTemplateContentInput = {
  type: 'rich_card',
  name: 'offer',
  orientation: 'Vertical',
  card: { title: 'Hi {{1}}', description: '20% off', suggestions: [{ type: 'reply', text: 'Yes please', postbackData: 'offer_yes' }] },
  smsFallbackText: 'Hi {{1}}, 20% off this week.',
};

const open: RcsSandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sandbox) => sandbox.close()));
});

async function harness(options: Partial<RcsSandboxOptions> = {}, channel: Partial<RcsChannelOptions> = {}) {
  const events: ChannelEvent[] = [];
  const headers: Array<Record<string, string>> = [];
  const sandbox = await startRcsSandbox({
    clientToken,
    timing: 'instant',
    seed: 3,
    rules: quiet,
    // Our side, as the webhook route does it.
    deliverWebhook: (rawBody, given) => {
      headers.push(given);
      const received = receiveRcsWebhook(rawBody, given['x-goog-signature'], clientToken, new Date());
      if (!received.ok) throw new Error(received.reason);
      if ('events' in received) events.push(...received.events);
      return Promise.resolve();
    },
    ...options,
  });
  open.push(sandbox);
  const client = createRbmClient({ baseUrl: sandbox.baseUrl, tokens: serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, timeoutMs: 5_000 }) });
  const rcs = createRcsChannel({ client, ttlSeconds: 3_600, ...channel });
  const send = (to: string, reference = `ref-${to}`) => rcs.send({ channel: 'rcs', to, senderId: agentId, rcsMessage: offer, variables: { '1': 'Ada' }, reference });
  return { sandbox, events, headers, client, send };
}

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const statuses = (events: ChannelEvent[]) => events.flatMap((event) => (event.kind === 'status' ? [`${event.reference ?? ''} ${event.status}`] : []));

describe('RCS sandbox agent API', () => {
  it('takes an agent message under our reference, then pushes signed DELIVERED and READ events', async () => {
    const { sandbox, events, headers, send } = await harness();
    expect(await send('+919812345671')).toEqual({ providerMessageId: 'ref-+919812345671' });
    await sandbox.idle();
    expect(statuses(events)).toEqual(['ref-+919812345671 delivered', 'ref-+919812345671 read']);
    expect(headers[0]).toMatchObject({ 'x-sandbox-provider': 'rcs-business-messaging-sandbox' });
    const [received] = sandbox.received.get('+919812345671') ?? [];
    expect(received?.message.contentMessage.richCard?.standaloneCard?.cardContent.title).toBe('Hi Ada');
    // Our server revokes at its time to live; RBM's own, an hour later, is the backstop.
    expect(received?.message.ttl).toBe('7200s');
  });

  it('answers 404 to a number that is not RCS-capable, by a rule that holds in every run', async () => {
    const { client, send } = await harness();
    expect(await client.getCapabilities('+919812345999', agentId)).toBeNull();
    expect(await client.getCapabilities('+919812345671', agentId)).toContain('RICHCARD_STANDALONE');
    expect(await refusal(send('+919812345999'))).toMatchObject({ code: 404, retryable: false });
    const other = await harness({ rules: { ...quiet, notCapableRate: 0.5 } });
    const numbers = Array.from({ length: 40 }, (_, index) => `+9198123${String(index).padStart(5, '0')}`);
    const capable = await Promise.all(numbers.map((number) => other.client.getCapabilities(number, agentId)));
    const again = await Promise.all(numbers.map((number) => other.client.getCapabilities(number, agentId)));
    expect(capable.map(Boolean)).toEqual(again.map(Boolean));
    expect(capable.filter(Boolean).length).toBeGreaterThan(5);
    expect(capable.filter((item) => !item).length).toBeGreaterThan(5);
  });

  it('sends the SMS fallback to a number without RCS, recorded by the SMS sandbox and marked apart', async () => {
    const sms = createSandboxSmsSender({ senderIds: ['SNDBOX'] });
    const { send } = await harness({}, { smsFallback: { sender: sms, senderId: 'SNDBOX' } });
    const result = await send('+919812345999');
    expect(result).toEqual({ providerMessageId: 'sms-sandbox-1', via: 'sms' });
    expect(sms.sent).toMatchObject([{ from: 'SNDBOX', to: '+919812345999', text: 'Hi Ada, 20% off this week.', reference: 'ref-+919812345999' }]);
    expect(await send('+919812345671')).toEqual({ providerMessageId: 'ref-+919812345671' });
    expect(sms.sent).toHaveLength(1);
  });

  it('revokes a message to an offline device when its time to live runs out', async () => {
    const { sandbox, events, send } = await harness({ rules: { ...quiet, offlineRate: 1 } });
    await send('+919812345672');
    await sandbox.idle();
    expect(events).toMatchObject([{ kind: 'status', status: 'failed', reference: 'ref-+919812345672', error: { code: rcsExpiredCode } }]);
  });

  it('revokes a message still waiting in the user’s queue, and answers 404 once it was delivered', async () => {
    const { sandbox, events, client, send } = await harness({ rules: { ...quiet, offlineRate: 1 }, timing: { expiryCapMs: 60_000, deliveredMs: [0, 0], readMs: [0, 0], replyMs: [0, 0] } });
    await send('+919812345661', 'waiting');
    expect(await client.revokeAgentMessage('+919812345661', { messageId: 'waiting', agentId })).toBe('revoked');
    expect(await client.revokeAgentMessage('+919812345661', { messageId: 'waiting', agentId })).toBe('delivered');
    expect(await client.revokeAgentMessage('+919812345661', { messageId: 'never-sent', agentId })).toBe('delivered');
    const online = await harness();
    await online.send('+919812345662', 'arrived');
    await online.sandbox.idle();
    expect(await online.client.revokeAgentMessage('+919812345662', { messageId: 'arrived', agentId })).toBe('delivered');
    expect(await refusal(online.client.revokeAgentMessage('+919812345662', { messageId: 'arrived', agentId: '' }))).toMatchObject({ code: 400 });
    expect(sandbox.calls.get('phones.agentMessages.delete')).toBe(3);
    expect(events).toEqual([]);
  });

  it('pushes a reader’s tap on the card suggestion as an inbound postback, and inbound text on demand', async () => {
    const { sandbox, events, send } = await harness({ rules: { ...quiet, replyRate: 1 } });
    await send('+919812345673');
    await sandbox.idle();
    expect(events.filter((event) => event.kind === 'inbound')).toMatchObject([{ from: '+919812345673', senderId: agentId, text: 'Yes please', payload: 'offer_yes' }]);
    await sandbox.sendInbound({ from: '+919812345674', agentId, text: 'STOP' });
    expect(events.at(-1)).toMatchObject({ kind: 'inbound', from: '+919812345674', text: 'STOP' });
  });

  it('refuses a reused message id with 409, a bad token with 401 and an empty message with 400', async () => {
    const { sandbox, client, send } = await harness();
    await send('+919812345675', 'same');
    expect(await refusal(send('+919812345676', 'same'))).toMatchObject({ code: 409 });
    const stranger = createRbmClient({ baseUrl: sandbox.baseUrl, tokens: fixedRbmAccessToken('wrong') });
    expect(await refusal(stranger.getCapabilities('+919812345671', agentId))).toMatchObject({ code: 401, retryable: false });
    expect(await refusal(client.sendAgentMessage('+919812345677', { messageId: 'm', agentId, message: { contentMessage: {} } }))).toMatchObject({ code: 400, retryable: false });
  });
});

describe('RCS sandbox tokens, issued as Google issues them', () => {
  it('answers 401 UNAUTHENTICATED once its tokens expire; the client renews the token once and the message goes out once', async () => {
    const { sandbox, send } = await harness();
    await send('+919812345681');
    expect(sandbox.tokens.issued()).toBe(1);
    sandbox.tokens.expireAll();
    expect(await send('+919812345682')).toEqual({ providerMessageId: 'ref-+919812345682' });
    expect(sandbox.tokens.issued()).toBe(2);
    expect(sandbox.received.get('+919812345682')).toHaveLength(1);
    const lapsed = createRbmClient({ baseUrl: sandbox.baseUrl, tokens: fixedRbmAccessToken('ya29.obtained-elsewhere') });
    const refused = await fetch(`${sandbox.baseUrl}/v1/phones/%2B919812345683/capabilities?agentId=${agentId}`, { headers: { authorization: 'Bearer ya29.obtained-elsewhere' } });
    expect(await refused.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED', message: expect.stringContaining('Request had invalid authentication credentials') as string } });
    expect(await refusal(lapsed.getCapabilities('+919812345683', agentId))).toMatchObject({ code: 401, retryable: false });
    // A renewed token refused too (expired on its way): still nothing sent, so a later attempt may send it.
    const renewedLate = createRbmClient({ baseUrl: sandbox.baseUrl, tokens: { current: () => Promise.resolve('ya29.first'), renew: () => Promise.resolve('ya29.second') } });
    expect(await refusal(renewedLate.getCapabilities('+919812345683', agentId))).toMatchObject({ code: 401, retryable: true });
  });

  it('renews once for many requests refused together, and tells a token endpoint out of reach apart as retryable', async () => {
    const { sandbox, send } = await harness();
    await send('+919812345690');
    sandbox.tokens.expireAll();
    const phones = Array.from({ length: 20 }, (_, index) => `+9198123457${String(index).padStart(2, '0')}`);
    expect(await Promise.all(phones.map((phone) => send(phone)))).toHaveLength(20);
    expect(sandbox.tokens.issued()).toBe(2);
    const unreachable = createRbmClient({ baseUrl: sandbox.baseUrl, tokens: serviceAccountRbmTokens({ key: { ...sandbox.serviceAccountKey, token_uri: 'http://127.0.0.1:9/token' }, timeoutMs: 1_000 }) });
    expect(await refusal(unreachable.getCapabilities('+919812345691', agentId))).toMatchObject({ code: 0, retryable: true });
  });

  it('issues tokens only for a JWT signed with its key, naming its account, the token audience and the RBM scope', async () => {
    const { sandbox } = await harness();
    const other = await harness();
    const exchange = async (key: typeof sandbox.serviceAccountKey, claims: Record<string, unknown> = {}) => {
      const iat = Math.floor(Date.now() / 1000);
      const payload = { iss: key.client_email, scope: rbmScope, aud: googleTokenUrl, iat, exp: iat + 3600, ...claims };
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const signed = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}`;
      const assertion = `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key.private_key).toString('base64url')}`;
      const answer = await fetch(`${sandbox.baseUrl}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: jwtBearerGrant, assertion }) });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    expect(await exchange(sandbox.serviceAccountKey)).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 3600 } });
    expect(await exchange(other.sandbox.serviceAccountKey, { iss: sandbox.serviceAccountKey.client_email })).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } });
    expect(await exchange(sandbox.serviceAccountKey, { scope: 'https://www.googleapis.com/auth/cloud-platform' })).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    expect(await exchange(sandbox.serviceAccountKey, { aud: `${sandbox.baseUrl}/elsewhere` })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await exchange(sandbox.serviceAccountKey, { exp: Math.floor(Date.now() / 1000) + 7200 })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(sandbox.tokens.issued()).toBe(1);
  });

  it('lets a token live as long as it was told to, on its own clock', async () => {
    let now = new Date();
    const { sandbox, client } = await harness({ tokenLifetimeSeconds: 2, now: () => now });
    await client.getCapabilities('+919812345684', agentId);
    const token = await fetch(`${sandbox.baseUrl}/token`, { method: 'POST', body: 'grant_type=password' });
    expect(await token.json()).toMatchObject({ error: 'unsupported_grant_type' });
    now = new Date(now.getTime() + 2_000);
    // The client's own copy of the token still looks fresh to it: the sandbox's 401 is what makes it renew.
    await client.getCapabilities('+919812345684', agentId);
    expect(sandbox.tokens.issued()).toBe(2);
  });
});
