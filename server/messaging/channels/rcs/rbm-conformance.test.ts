import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { startRcsSandbox, type RcsSandbox } from '../../sandbox/rcs/start-rcs-sandbox';
import { rcsTemplateContent } from '@/api/contracts/rcs-template';
import { buildAgentMessage } from './agent-message';
import { readMultipartRelated } from './rbm-files';
import { receiveRcsWebhook, signRbmEventData } from './rcs-webhook';
import { serviceAccountRbmTokens } from './rbm-access-tokens';
import { createRbmClient, type RbmClient } from './rbm-client';
import * as google from './testing/rbm-reference-shapes';
import { recordingFetch as recordingFetchInto, type Exchange } from '../../../testing/recording-fetch';

/**
 * Issue #30: what our RBM client writes and what the sandbox answers, checked against shapes and
 * fixtures written from Google's REST reference (google-reference/). Each exchange is recorded at the
 * fetch our client uses, so the bytes checked are the bytes sent.
 */

const agentId = 'conformance_agent';
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./google-reference/${name}.json`, import.meta.url), 'utf8'));

const exchanges: Exchange[] = [];
const recordingFetch = recordingFetchInto(exchanges);
/** Every push a sandbox made, as our webhook route receives it. */
const pushes: Array<{ raw: string; signature: string }> = [];
const capture = (raw: string, headers: Record<string, string>) => {
  pushes.push({ raw, signature: headers['x-goog-signature'] ?? '' });
  return Promise.resolve();
};
const dataOf = (raw: string): unknown => JSON.parse(Buffer.from((JSON.parse(raw) as { message: { data: string } }).message.data, 'base64').toString('utf8'));
const clientToken = 'conformance';

const sent = (method: string, path: RegExp) => exchanges.filter((exchange) => exchange.method === method && path.test(decodeURIComponent(exchange.url.pathname)));

function conforms(schema: ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(value).slice(0, 300)).toEqual([]);
}

let sandbox: RcsSandbox;
let client: RbmClient;
let token: string;
beforeAll(async () => {
  // Every device offline for longer than the tests take, so a sent message waits in its queue to be revoked.
  sandbox = await startRcsSandbox({
    clientToken,
    timing: { deliveredMs: [0, 0], readMs: [0, 0], replyMs: [0, 0], expiryCapMs: 600_000 },
    rules: { notCapableSuffixes: ['999'], notCapableRate: 0, offlineRate: 1 },
    seed: 7,
    deliverWebhook: capture,
  });
  const tokens = serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, timeoutMs: 5_000 });
  token = await tokens.current();
  client = createRbmClient({ baseUrl: sandbox.baseUrl, managementBaseUrl: sandbox.baseUrl, tokens, fetch: recordingFetch });
});
afterAll(() => sandbox.close());

const raw = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe("RBM agent API against Google's reference", () => {
  it('has fixtures that are the reference’s own shapes', () => {
    const table: Array<[string, ZodType]> = [
      ['users.batchGet.request', google.batchGetUsersRequest],
      ['users.batchGet.response', google.batchGetUsersResponse],
      ['users.batchGet.sampled.response', google.batchGetUsersResponse],
      ['error.invalid-argument', google.googleError],
      ['error.not-found', google.googleError],
      ['error.unauthenticated', google.googleError],
      ['phones.agentMessages.delete.response', google.empty],
      ['phones.agentEvents.read.request', google.agentEventRequest],
      ['phones.agentEvents.is-typing.request', google.agentEventRequest],
      ['phones.agentEvents.read.response', google.agentEventResponse],
      ['user-event.delivered', google.userEvent],
      ['user-event.read', google.userEvent],
      ['user-event.is-typing', google.userEvent],
      ['server-event.ttl-expiration-revoked', google.serverEvent],
      ['user-message.text', google.userMessage],
      ['user-message.suggestion-response', google.userMessage],
      ['files.create.request', google.createFileRequest],
      ['files.create.response', google.file],
      ['phones.agentMessages.content-info.request', google.fileAgentMessage],
      ['phones.agentMessages.uploaded-file.request', google.fileAgentMessage],
      ['phones.testers.create.response', google.tester],
      ['testers.create.request', google.managedTesterRequest],
      ['testers.get.response', google.managedTester],
    ];
    for (const [name, schema] of table) conforms(schema, fixture(name));
    expect(google.googleError.safeParse({ error: { code: 404, message: 'x', status: 'INVALID_ARGUMENT' } }).success).toBe(false);
  });

  it('users.batchGet: our requests and the sandbox’s answers are Google’s, split at the batch limit, sampled from 500 numbers', async () => {
    const numbers = Array.from({ length: 600 }, (_, index) => `+9198700${String(index).padStart(5, '0')}`);
    const whole = await client.batchGetUsers(numbers, agentId);
    const small = await createRbmClient({ baseUrl: sandbox.baseUrl, tokens: serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, timeoutMs: 5_000 }), fetch: recordingFetch, batchLimit: 250 }).batchGetUsers(numbers, agentId);
    expect(small.requests).toBe(3);
    expect([...small.reachable].sort()).toEqual([...whole.reachable].sort());
    expect(whole.reachable.size).toBeGreaterThan(400);
    expect(whole.totalRandomSampleUserCount).toBeGreaterThan(300);
    // Below 500 numbers in a request Google samples none.
    expect(small.totalRandomSampleUserCount).toBe(0);
    const requests = sent('POST', /^\/v1\/users:batchGet$/);
    expect(requests.map((exchange) => (exchange.body as { users: string[] }).users.length)).toEqual([600, 250, 250, 100]);
    for (const exchange of requests) {
      conforms(google.batchGetUsersRequest, exchange.body);
      conforms(google.batchGetUsersResponse, exchange.answer);
    }
  });

  it('phones.agentMessages.delete: our revoke names the message as Google’s path does, with agentId and no body; 200 {} while queued, 404 after', async () => {
    const decoded = (exchange: Exchange) => google.agentMessageDeletePath.exec(decodeURIComponent(exchange.url.pathname));
    await client.sendAgentMessage('+919870100001', { messageId: 'revoke-me', agentId, message: { contentMessage: { text: 'Hi' } } });
    expect(await client.revokeAgentMessage('+919870100001', { messageId: 'revoke-me', agentId })).toBe('revoked');
    expect(await client.revokeAgentMessage('+919870100001', { messageId: 'revoke-me', agentId })).toBe('delivered');
    const revokes = sent('DELETE', /agentMessages/);
    expect(revokes.map((exchange) => [exchange.status, decoded(exchange)?.slice(1), [...exchange.url.searchParams.entries()], exchange.body])).toEqual([
      [200, ['+919870100001', 'revoke-me'], [['agentId', agentId]], undefined],
      [404, ['+919870100001', 'revoke-me'], [['agentId', agentId]], undefined],
    ]);
    conforms(google.empty, revokes[0]?.answer);
    conforms(google.googleError, revokes[1]?.answer);
  });

  it('phones.agentEvents.create: our READ and IS_TYPING are Google’s, with a UUID event id, and so are the answers and refusals', async () => {
    await client.sendAgentEvent('+919870200001', { eventId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', agentId, event: { eventType: 'READ', messageId: 'MxGdZ0Ss7dTaOlOCnJo7jjUA' } });
    await client.sendAgentEvent('+919870200001', { eventId: '6fa459ea-ee8a-4ca4-894e-db77e160355e', agentId, event: { eventType: 'IS_TYPING' } });
    const events = sent('POST', google.agentEventsPath);
    expect(events).toHaveLength(2);
    for (const exchange of events) {
      expect(google.agentEventsPath.exec(decodeURIComponent(exchange.url.pathname))?.[1]).toBe('+919870200001');
      conforms(google.agentEventQuery, Object.fromEntries(exchange.url.searchParams));
      conforms(google.agentEventRequest, exchange.body);
      conforms(google.agentEventResponse, exchange.answer);
    }
    expect(sandbox.agentEvents.map((event) => [event.eventType, event.messageId])).toEqual([['READ', 'MxGdZ0Ss7dTaOlOCnJo7jjUA'], ['IS_TYPING', undefined]]);
    const path = `/v1/phones/${encodeURIComponent('+919870200001')}/agentEvents`;
    const refusals = [
      await raw('POST', `${path}?eventId=not-a-uuid&agentId=${agentId}`, { eventType: 'IS_TYPING' }),
      await raw('POST', `${path}?eventId=6fa459ea-ee8a-4ca4-894e-db77e160355f&agentId=${agentId}`, { eventType: 'READ' }),
      await raw('POST', `${path}?eventId=6fa459ea-ee8a-4ca4-894e-db77e1603560&agentId=${agentId}`, { eventType: 'TYPE_UNSPECIFIED' }),
      await raw('POST', `${path}?eventId=6fa459ea-ee8a-4ca4-894e-db77e1603561`, { eventType: 'IS_TYPING' }),
      await raw('POST', `/v1/phones/${encodeURIComponent('+919870200999')}/agentEvents?eventId=6fa459ea-ee8a-4ca4-894e-db77e1603562&agentId=${agentId}`, { eventType: 'IS_TYPING' }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 404]);
    for (const answer of refusals) conforms(google.googleError, await answer.json());
  });

  it('pushes Google’s envelope around Google’s user events, server events and user messages, and our webhook takes each, the reference’s own examples too', async () => {
    // Online devices that read and answer every message, beside the offline ones of the other sandbox.
    const talkative = await startRcsSandbox({ clientToken, timing: 'instant', seed: 7, rules: { notCapableRate: 0, offlineRate: 0, readRate: 1, replyRate: 1 }, deliverWebhook: capture });
    try {
      const card = { richCard: { standaloneCard: { cardOrientation: 'VERTICAL' as const, cardContent: { title: 'Offer', suggestions: [{ reply: { text: 'Yes please', postbackData: 'offer_yes' } }] } } } };
      await createRbmClient({ baseUrl: talkative.baseUrl, tokens: serviceAccountRbmTokens({ key: talkative.serviceAccountKey, timeoutMs: 5_000 }) }).sendAgentMessage('+919870300001', { messageId: 'card-1', agentId, message: { contentMessage: card } });
      await talkative.sendInbound({ from: '+919870300002', agentId, text: 'Hello' });
      await talkative.idle();
    } finally {
      await talkative.close();
    }
    await client.sendAgentMessage('+919870300003', { messageId: 'short-lived', agentId, message: { contentMessage: { text: 'Soon gone' }, ttl: '0s' } });
    await sandbox.idle();
    const kinds = pushes.map(({ raw }) => {
      conforms(google.pubSubPush, JSON.parse(raw));
      const data = dataOf(raw) as Record<string, unknown>;
      const schema = 'phoneNumber' in data ? google.serverEvent : 'eventType' in data ? google.userEvent : google.userMessage;
      conforms(schema, data);
      return String(data.eventType ?? ('suggestionResponse' in data ? 'TAP' : 'TEXT'));
    });
    expect(kinds.sort()).toEqual(['DELIVERED', 'IS_TYPING', 'READ', 'TAP', 'TEXT', 'TTL_EXPIRATION_REVOKED']);
    const examples = ['user-event.delivered', 'user-event.read', 'user-event.is-typing', 'server-event.ttl-expiration-revoked', 'user-message.text', 'user-message.suggestion-response'].map((name) => {
      const data = JSON.stringify(fixture(name));
      return { raw: JSON.stringify({ message: { data: Buffer.from(data).toString('base64'), messageId: name, publishTime: '2026-11-23T10:00:00Z' }, subscription: 'projects/p/subscriptions/s' }), signature: signRbmEventData(data, clientToken) };
    });
    const taken = [...pushes, ...examples].map(({ raw, signature }) => receiveRcsWebhook(raw, signature, clientToken, new Date()));
    expect(taken.filter((answer) => !answer.ok)).toEqual([]);
    const said = taken.flatMap((answer) => ('events' in answer ? answer.events.map((event) => (event.kind === 'status' ? event.status : event.kind)) : []));
    expect(said.sort()).toEqual(['delivered', 'delivered', 'failed', 'failed', 'inbound', 'inbound', 'inbound', 'inbound', 'read', 'read']);
  });

  it('files.create and file messages: a video by URL, a PDF uploaded as Google’s upload protocol sends it, both named in messages the sandbox takes', async () => {
    const byUrl = await client.createFile({ agentId, fileUrl: 'https://cdn.acme.example/welcome.mp4', thumbnailUrl: 'https://cdn.acme.example/welcome.jpg' });
    const pdf = Buffer.from('%PDF-1.4\n%sandbox\n');
    const uploaded = await client.createFile({ agentId, contentType: 'application/pdf', bytes: pdf });
    expect(sandbox.files.get(uploaded.name)).toMatchObject({ agentId, contentType: 'application/pdf', size: pdf.length });
    const [metadataCall, uploadCall] = sent('POST', /^\/(upload\/)?v1\/files$/);
    expect([metadataCall?.url.pathname, uploadCall?.url.pathname, uploadCall?.url.searchParams.get('uploadType')]).toEqual(['/v1/files', '/upload/v1/files', 'multipart']);
    conforms(google.createFileRequest, metadataCall?.body);
    const upload = uploadCall?.body as { contentType: string; bytes: Buffer };
    const parts = readMultipartRelated(upload.bytes, upload.contentType);
    expect(parts?.map((part) => part.contentType)).toEqual(['application/json', 'application/pdf']);
    conforms(google.createFileRequest, JSON.parse(parts?.[0]?.bytes.toString('utf8') ?? ''));
    expect(parts?.[1]?.bytes.equals(pdf)).toBe(true);
    for (const answer of [byUrl, uploaded]) conforms(google.file, answer);

    const video = buildAgentMessage(rcsTemplateContent.parse({ type: 'file_message', name: 'welcome_video', file: { url: 'https://cdn.acme.example/welcome.mp4', thumbnailUrl: 'https://cdn.acme.example/welcome.jpg' } }), {}, 3_600);
    await client.sendAgentMessage('+919870400001', { messageId: 'video-1', agentId, message: video });
    await client.sendAgentMessage('+919870400002', { messageId: 'pdf-1', agentId, message: { contentMessage: { uploadedRbmFile: { fileName: uploaded.name } } } });
    for (const exchange of sent('POST', /agentMessages$/).slice(-2)) conforms(google.fileAgentMessage, exchange.body);
    expect(sandbox.received.get('+919870400001')?.[0]?.message.contentMessage.contentInfo).toEqual({ fileUrl: 'https://cdn.acme.example/welcome.mp4', thumbnailUrl: 'https://cdn.acme.example/welcome.jpg' });

    const refusals = [
      await raw('POST', '/v1/files', { fileUrl: 'https://cdn.acme.example/a.mp4' }),
      await raw('POST', '/v1/files', { agentId, fileUrl: 'not a url' }),
      await fetch(`${sandbox.baseUrl}/upload/v1/files?uploadType=media&agentId=${agentId}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/html' }, body: '<p>hi</p>' }),
      await raw('POST', '/v1/phones/%2B919870400003/agentMessages?messageId=both&agentId=' + agentId, { contentMessage: { text: 'Hi', contentInfo: { fileUrl: 'https://cdn.acme.example/a.pdf' } } }),
      await raw('POST', '/v1/phones/%2B919870400003/agentMessages?messageId=ghost&agentId=' + agentId, { contentMessage: { uploadedRbmFile: { fileName: 'files/never-made' } } }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    for (const answer of refusals) conforms(google.googleError, await answer.json());
    const media = await fetch(`${sandbox.baseUrl}/upload/v1/files?uploadType=media&agentId=${agentId}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'video/mp4' }, body: new Uint8Array([0, 0, 0, 24]) });
    conforms(google.file, await media.json());
  });

  it('testers: an invite is PENDING until the person answers, read back as the Business Communications API answers, within Google’s invite limits', async () => {
    const phone = '+919870500001';
    expect(await client.inviteTester(phone, agentId)).toEqual({ name: `phones/${phone}/testers`, inviteStatus: 'PENDING' });
    expect(await client.getTester(phone, agentId)).toEqual({ name: `testers/${phone}`, inviteStatus: 'PENDING' });
    expect(sandbox.answerTesterInvite(agentId, phone, 'ACCEPTED')).toBe(true);
    expect(await client.getTester(phone, agentId)).toMatchObject({ inviteStatus: 'ACCEPTED' });
    expect(await client.getTester('+919870500002', agentId)).toBeNull();
    const [invited] = sent('POST', google.testersPath);
    expect(Object.fromEntries(invited?.url.searchParams ?? [])).toEqual({ agentId });
    conforms(google.empty, invited?.body);
    conforms(google.tester, invited?.answer);
    for (const exchange of sent('GET', /^\/v1\/testers\//).filter((one) => one.status === 200)) conforms(google.managedTester, exchange.answer);

    const managed = await raw('POST', '/v1/testers', { agentId: 'other_agent', phoneNumber: phone });
    conforms(google.managedTester, await managed.json());
    const refused = [await raw('POST', `/v1/phones/${encodeURIComponent('+919870500999')}/testers?agentId=${agentId}`, {}), await raw('GET', `/v1/testers/${encodeURIComponent(phone)}`)];
    // Google's 20 invites a day per agent: the 21st is refused.
    for (let index = 3; index <= 21; index += 1) await client.inviteTester(`+9198705000${String(index).padStart(2, '0')}`, agentId).catch(() => undefined);
    refused.push(await raw('POST', `/v1/phones/${encodeURIComponent('+919870500050')}/testers?agentId=${agentId}`, {}));
    expect(refused.map((answer) => answer.status)).toEqual([404, 400, 429]);
    for (const answer of refused) conforms(google.googleError, await answer.json());
  });

  it('answers users.batchGet without agentId, over 10,000 numbers, or with a bad token as Google does', async () => {
    const refusals = [
      await raw('POST', '/v1/users:batchGet', { users: ['+919870000001'] }),
      await raw('POST', '/v1/users:batchGet', { users: Array.from({ length: 10_001 }, (_, index) => `+91987${String(index).padStart(7, '0')}`), agentId }),
      await fetch(`${sandbox.baseUrl}/v1/users:batchGet`, { method: 'POST', headers: { authorization: 'Bearer nope' }, body: '{}' }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 401]);
    for (const answer of refusals) conforms(google.googleError, await answer.json());
  });
});
