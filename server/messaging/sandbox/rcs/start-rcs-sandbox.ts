import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { closeServer, keepIdleConnections } from '../../../platform/http/idle-connections';
import { randomUUID } from 'node:crypto';
import { rbmAgentEventTypes, rbmAgentMessage, rbmBatchGetUsersLimit, rbmBatchGetUsersRequest, type RbmAgentEvent, type RbmEvent } from '../../channels/rcs/rbm-types';
import type { ServiceAccountKey } from '../../channels/rcs/rbm-service-account';
import { rbmSignatureHeader, signRbmEventData } from '../../channels/rcs/rcs-webhook';
import { createProviderFaults, type ProviderFaults } from '../faults/provider-faults';
import { createWebhookScheduler, type DeliverWebhook, type SandboxLogger, type WebhookDisorder } from '../whatsapp/webhook-scheduler';
import { messageStory, type QueuedMessageState, type SentAgentMessage } from './rcs-message-story';
import { createSandboxFile, type SandboxFile } from './sandbox-files';
import { sandboxReach } from './sandbox-reach';
import { createSandboxTesters } from './sandbox-testers';
import { createSandboxTokenIssuer } from './sandbox-token-endpoint';
import { defaultRcsSandboxRules, defaultRcsSandboxTiming, instantRcsSandboxTiming, isRcsCapable, type RcsSandboxRules, type RcsSandboxTiming } from './rcs-sandbox-rules';

/**
 * A stand-in for Google's RBM agent API on loopback: agentMessages and capabilities with RBM's
 * answers and errors, then DELIVERED/READ events, expiry revocations and user replies as signed
 * Pub/Sub pushes to our server, decided by a seed. Every answer and push carries `x-sandbox-provider`.
 * Its agent is reached as Google's is: with tokens its own `/token` endpoint issues for its own
 * service-account key, which expire.
 */

export const rcsSandboxLabel = 'rcs-business-messaging-sandbox';

export interface RcsSandboxOptions {
  port?: number;
  host?: string;
  /** How long the access tokens it issues live; Google's live an hour (3600). */
  tokenLifetimeSeconds?: number;
  /** Keys the X-Goog-Signature of every push. */
  clientToken: string;
  deliverWebhook?: DeliverWebhook;
  webhookUrl?: string;
  seed?: string | number;
  timing?: 'instant' | Partial<RcsSandboxTiming>;
  rules?: Partial<RcsSandboxRules>;
  now?: () => Date;
  logger?: SandboxLogger;
}

export type RcsReceivedMessage = SentAgentMessage;

export interface RcsSandbox {
  baseUrl: string;
  received: ReadonlyMap<string, readonly RcsReceivedMessage[]>;
  /** The key file of the service account its agent takes tokens for; `token_uri` is its `/token`. */
  serviceAccountKey: ServiceAccountKey;
  /** Tests: how many access tokens it issued, and every one issued so far expiring at once. */
  tokens: { issued(): number; expireAll(): void };
  /** A person writes to the agent, or taps a suggestion (`postbackData`); resolves once our server took it. */
  sendInbound(input: { from: string; agentId: string; text: string; postbackData?: string }): Promise<string>;
  /** Tests: what the agent API does wrong for the next requests (issue #28). */
  faults: ProviderFaults;
  /** Tests: how many requests each agent API method took, by Google's method name (`users.batchGet`, `phones.agentMessages.create`…). */
  calls: ReadonlyMap<string, number>;
  /** Tests: the agent events (READ, IS_TYPING) it took, in order; an event id used before is ignored, as Google does. */
  agentEvents: ReadonlyArray<RbmAgentEvent & { to: string; agentId: string; eventId: string }>;
  /** Tests: the person invited to test the agent answers the invite; false when never invited. */
  answerTesterInvite(agentId: string, phoneNumber: string, status: 'ACCEPTED' | 'DECLINED'): boolean;
  /** Tests: the files files.create took, by name (`files/…`). */
  files: ReadonlyMap<string, SandboxFile>;
  /** Tests: the numbers of each users.batchGet request, in order. */
  reachChecks: ReadonlyArray<readonly string[]>;
  /** Tests: how the events of messages sent from now on are told (twice, late, reversed). */
  disorderWebhooks(how: WebhookDisorder): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

const silentLogger: SandboxLogger = { info: () => undefined, warn: () => undefined };

const googleErrorBody = (code: number, status: string, message: string) => ({ error: { code, message, status } });

function googleError(c: Context, code: number, status: string, message: string) {
  return c.json(googleErrorBody(code, status, message), code as 400);
}

/** Pub/Sub push envelope around the event, signed over the event's bytes as RBM does. */
function push(event: RbmEvent, ordinal: number) {
  return { message: { data: Buffer.from(JSON.stringify(event)).toString('base64'), messageId: `sandbox-push-${ordinal}`, publishTime: event.sendTime }, subscription: 'projects/rbm-sandbox/subscriptions/rbm-agent' };
}

export async function startRcsSandbox(options: RcsSandboxOptions): Promise<RcsSandbox> {
  const deliver: DeliverWebhook | undefined =
    options.deliverWebhook ??
    (options.webhookUrl
      ? async (rawBody, headers) => {
          const response = await fetch(options.webhookUrl ?? '', { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
          if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
        }
      : undefined);
  if (!deliver) throw new Error('The RCS sandbox needs deliverWebhook or webhookUrl to reach our server');
  const logger = options.logger ?? silentLogger;
  const seed = options.seed ?? 1;
  const rules = { ...defaultRcsSandboxRules, ...options.rules };
  const timing = options.timing === 'instant' ? instantRcsSandboxTiming : { ...defaultRcsSandboxTiming, ...options.timing };
  const now = options.now ?? (() => new Date());
  const issuer = await createSandboxTokenIssuer({ lifetimeSeconds: options.tokenLifetimeSeconds ?? 3600, now });
  const scheduler = createWebhookScheduler({
    deliver,
    appSecret: options.clientToken,
    attempts: 6,
    retryDelayMs: options.timing === 'instant' ? 25 : 2_000,
    logger,
    sandbox: 'rcs',
    headers: (rawBody) => {
      const data = Buffer.from((JSON.parse(rawBody) as { message: { data: string } }).message.data, 'base64');
      return { 'content-type': 'application/json', 'user-agent': 'APIs-Google', 'x-sandbox-provider': rcsSandboxLabel, [rbmSignatureHeader]: signRbmEventData(data, options.clientToken) };
    },
  });
  const received = new Map<string, RcsReceivedMessage[]>();
  const usedIds = new Set<string>();
  const states = new Map<string, QueuedMessageState>();
  const calls = new Map<string, number>();
  const reachChecks: string[][] = [];
  const files = new Map<string, SandboxFile>();
  const testers = createSandboxTesters(now);
  const agentEvents: Array<RbmAgentEvent & { to: string; agentId: string; eventId: string }> = [];
  const count = (method: string) => calls.set(method, (calls.get(method) ?? 0) + 1);
  let pushes = 0;
  let inbound = 0;
  const event = (fields: Omit<RbmEvent, 'sendTime'>) => {
    pushes += 1;
    return push({ ...fields, sendTime: now().toISOString() }, pushes);
  };

  const closed = new AbortController();
  const { faults, middleware: faultsFirst } = createProviderFaults((status) => googleErrorBody(status, status === 503 ? 'UNAVAILABLE' : 'INTERNAL', status === 503 ? 'The service is currently unavailable.' : 'Internal error encountered.'), closed.signal);
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  app.post('/token', async (c) => {
    c.header('x-sandbox-provider', rcsSandboxLabel);
    const answer = issuer.exchange(new URLSearchParams(await c.req.text()));
    return c.json(answer.body, answer.status);
  });
  const authenticated = async (c: Context, next: () => Promise<void>) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!bearer || !issuer.accepts(bearer)) {
      c.header('x-sandbox-provider', rcsSandboxLabel);
      return googleError(c, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
    }
    await next();
    c.header('x-sandbox-provider', rcsSandboxLabel);
  };
  for (const path of ['/v1/*', '/upload/v1/*']) {
    app.use(path, authenticated);
    app.use(path, faultsFirst);
  }
  app.get('/v1/phones/:msisdn/capabilities', (c) => {
    count('phones.getCapabilities');
    const msisdn = c.req.param('msisdn');
    if (!/^\+[1-9]\d{6,14}$/.test(msisdn)) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid phone number: ${msisdn}`);
    if (!isRcsCapable(rules, seed, msisdn)) return googleError(c, 404, 'NOT_FOUND', 'Requested entity was not found.');
    return c.json({ features: ['RICHCARD_STANDALONE', 'RICHCARD_CAROUSEL', 'ACTION_CREATE_CALENDAR_EVENT', 'ACTION_DIAL', 'ACTION_OPEN_URL', 'ACTION_SHARE_LOCATION', 'ACTION_VIEW_LOCATION'] });
  });
  app.post('/v1/phones/:msisdn/agentMessages', async (c) => {
    count('phones.agentMessages.create');
    const msisdn = c.req.param('msisdn');
    const messageId = c.req.query('messageId') ?? '';
    const agentId = c.req.query('agentId') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(msisdn)) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid phone number: ${msisdn}`);
    if (!messageId || !agentId) return googleError(c, 400, 'INVALID_ARGUMENT', 'messageId and agentId are required.');
    const parsed = rbmAgentMessage.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid JSON payload: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`);
    const content = parsed.data.contentMessage;
    // One content of the union (text, richCard, contentInfo, uploadedRbmFile); suggestions go with any.
    const contents = [content.text, content.richCard, content.contentInfo, content.uploadedRbmFile].filter((item) => item !== undefined);
    if (contents.length !== 1) return googleError(c, 400, 'INVALID_ARGUMENT', 'contentMessage needs exactly one of text, richCard, contentInfo or uploadedRbmFile.');
    if (content.contentInfo && !/^https?:\/\/\S+$/i.test(content.contentInfo.fileUrl)) return googleError(c, 400, 'INVALID_ARGUMENT', `contentInfo.fileUrl is not a public URL: ${content.contentInfo.fileUrl}`);
    if (content.uploadedRbmFile && !files.has(content.uploadedRbmFile.fileName)) return googleError(c, 400, 'INVALID_ARGUMENT', `Unknown file: ${content.uploadedRbmFile.fileName}`);
    if (usedIds.has(messageId)) return googleError(c, 409, 'ALREADY_EXISTS', `Message ${messageId} already exists.`);
    if (!isRcsCapable(rules, seed, msisdn)) return googleError(c, 404, 'NOT_FOUND', 'Requested entity was not found.');
    usedIds.add(messageId);
    const sent: RcsReceivedMessage = { messageId, agentId, to: msisdn, message: parsed.data, at: now() };
    received.set(msisdn, [...(received.get(msisdn) ?? []), sent]);
    logger.info({ sandbox: 'rcs', messageId, to: msisdn }, 'sandbox RBM agent accepted a message');
    const steps = messageStory(sent, { rules, seed, timing, states, event });
    const outgoing = c.env.outgoing;
    // 'close', not 'finish': a message whose answer was lost (a fault) still went out, and its events still come.
    if (outgoing) outgoing.once('close', () => scheduler.schedule(steps));
    else scheduler.schedule(steps);
    return c.json({ name: `phones/${msisdn}/agentMessages/${messageId}`, sendTime: sent.at.toISOString(), ...parsed.data });
  });
  // Google's revoke: only a message still waiting in the user's queue can be taken back (200 `{}`); a delivered one answers 404.
  app.delete('/v1/phones/:msisdn/agentMessages/:messageId', (c) => {
    count('phones.agentMessages.delete');
    const msisdn = c.req.param('msisdn');
    const messageId = c.req.param('messageId');
    const agentId = c.req.query('agentId') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(msisdn)) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid phone number: ${msisdn}`);
    if (!agentId) return googleError(c, 400, 'INVALID_ARGUMENT', 'agentId is required.');
    const sent = received.get(msisdn)?.find((message) => message.messageId === messageId && message.agentId === agentId);
    if (!sent || states.get(messageId) !== 'queued') return googleError(c, 404, 'NOT_FOUND', 'Requested entity was not found.');
    states.set(messageId, 'revoked');
    logger.info({ sandbox: 'rcs', messageId, to: msisdn }, 'sandbox RBM agent revoked a message');
    return c.json({});
  });
  const fileCreate = async (c: Context) => {
    count('files.create');
    const created = createSandboxFile({ body: Buffer.from(await c.req.arrayBuffer()), contentType: c.req.header('content-type') ?? '', uploadType: c.req.query('uploadType'), agentIdQuery: c.req.query('agentId') });
    if ('refused' in created) return googleError(c, 400, 'INVALID_ARGUMENT', created.message);
    files.set(created.name, created);
    return c.json({ name: created.name });
  };
  app.post('/v1/files', fileCreate);
  app.post('/upload/v1/files', fileCreate);
  // Testers, as the RBM API invites them (deprecated there) and as the Business Communications API invites and reads them.
  const invite = (c: Context, agentId: string, msisdn: string, shape: (tester: { inviteStatus: string }) => object) => {
    if (!/^\+[1-9]\d{6,14}$/.test(msisdn)) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid phone number: ${msisdn}`);
    if (!agentId) return googleError(c, 400, 'INVALID_ARGUMENT', 'agentId is required.');
    if (!isRcsCapable(rules, seed, msisdn)) return googleError(c, 404, 'NOT_FOUND', 'Requested entity was not found.');
    const outcome = testers.invite(agentId, msisdn);
    if ('refused' in outcome) return googleError(c, 429, 'RESOURCE_EXHAUSTED', outcome.message);
    return c.json(shape(outcome.tester));
  };
  app.post('/v1/phones/:msisdn/testers', (c) => {
    count('phones.testers.create');
    const msisdn = c.req.param('msisdn');
    return invite(c, c.req.query('agentId') ?? '', msisdn, (tester) => ({ name: `phones/${msisdn}/testers`, inviteStatus: tester.inviteStatus }));
  });
  const managed = (tester: { agentId: string; phoneNumber: string; inviteStatus: string }) => ({ name: `testers/${tester.phoneNumber}`, agentId: tester.agentId, phoneNumber: tester.phoneNumber, inviteStatus: tester.inviteStatus });
  app.post('/v1/testers', async (c) => {
    count('testers.create');
    const body = (await c.req.json().catch(() => ({}))) as { agentId?: unknown; phoneNumber?: unknown };
    const agentId = typeof body.agentId === 'string' ? body.agentId : '';
    const phoneNumber = typeof body.phoneNumber === 'string' ? body.phoneNumber : '';
    return invite(c, agentId, phoneNumber, (tester) => managed({ agentId, phoneNumber, inviteStatus: tester.inviteStatus }));
  });
  app.get('/v1/testers/:phoneNumber', (c) => {
    count('testers.get');
    const agentId = c.req.query('agentId') ?? '';
    if (!agentId) return googleError(c, 400, 'INVALID_ARGUMENT', 'agentId is required.');
    const tester = testers.find(agentId, c.req.param('phoneNumber'));
    return tester ? c.json(managed(tester)) : googleError(c, 404, 'NOT_FOUND', 'Requested entity was not found.');
  });
  app.post('/v1/phones/:msisdn/agentEvents', async (c) => {
    count('phones.agentEvents.create');
    const msisdn = c.req.param('msisdn');
    const agentId = c.req.query('agentId') ?? '';
    const eventId = c.req.query('eventId') ?? randomUUID();
    if (!/^\+[1-9]\d{6,14}$/.test(msisdn)) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid phone number: ${msisdn}`);
    if (!agentId) return googleError(c, 400, 'INVALID_ARGUMENT', 'agentId is required.');
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(eventId)) return googleError(c, 400, 'INVALID_ARGUMENT', `eventId must be a UUID: ${eventId}`);
    const body = (await c.req.json().catch(() => undefined)) as { eventType?: unknown; messageId?: unknown } | undefined;
    const eventType = rbmAgentEventTypes.find((type) => type === body?.eventType);
    if (!eventType) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid value at 'agent_event.event_type': ${JSON.stringify(body?.eventType ?? null)}`);
    const messageId = typeof body?.messageId === 'string' && body.messageId ? body.messageId : undefined;
    if (eventType === 'READ' && !messageId) return googleError(c, 400, 'INVALID_ARGUMENT', 'A READ event needs the messageId of the user message it pertains to.');
    if (!isRcsCapable(rules, seed, msisdn)) return googleError(c, 404, 'NOT_FOUND', 'Requested entity was not found.');
    if (!agentEvents.some((known) => known.eventId === eventId)) agentEvents.push({ to: msisdn, agentId, eventId, eventType, ...(messageId && eventType === 'READ' ? { messageId } : {}) });
    return c.json({ name: `phones/${msisdn}/agentEvents/${eventId}`, eventType, ...(messageId && eventType === 'READ' ? { messageId } : {}), sendTime: now().toISOString() });
  });
  app.post('/v1/:method{users:batchGet}', async (c) => {
    count('users.batchGet');
    const parsed = rbmBatchGetUsersRequest.partial().safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return googleError(c, 400, 'INVALID_ARGUMENT', `Invalid JSON payload received. ${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''}`);
    const { users = [], agentId } = parsed.data;
    if (!agentId) return googleError(c, 400, 'INVALID_ARGUMENT', 'agentId is required.');
    if (users.length > rbmBatchGetUsersLimit) return googleError(c, 400, 'INVALID_ARGUMENT', `At most ${rbmBatchGetUsersLimit} users per request.`);
    reachChecks.push([...users]);
    return c.json(sandboxReach(rules, seed, users));
  });
  app.notFound((c) => {
    c.header('x-sandbox-provider', rcsSandboxLabel);
    return googleError(c, 404, 'NOT_FOUND', `Unknown path ${c.req.path}`);
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' }, () => resolve(started));
  });
  // A provider's edge keeps idle connections longer than the pooled client that calls it.
  keepIdleConnections(server);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  logger.info({ sandbox: 'rcs', baseUrl }, 'RCS sandbox agent API listening (not Google: messages go nowhere)');

  return {
    baseUrl,
    received,
    serviceAccountKey: issuer.serviceAccountKey(`${baseUrl}/token`),
    tokens: { issued: issuer.issued, expireAll: issuer.expireAll },
    async sendInbound(input) {
      inbound += 1;
      const messageId = `sandbox-inbound-${inbound}`;
      const reply = input.postbackData !== undefined ? { suggestionResponse: { postbackData: input.postbackData, text: input.text, type: 'REPLY' } } : { text: input.text };
      await scheduler.postNow(event({ agentId: input.agentId, senderPhoneNumber: input.from, messageId, ...reply }));
      return messageId;
    },
    faults,
    calls,
    answerTesterInvite: testers.answer,
    files,
    agentEvents,
    reachChecks,
    disorderWebhooks: scheduler.disorder,
    idle: () => scheduler.idle(),
    close: () => {
      closed.abort();
      scheduler.close();
      return closeServer(server);
    },
  };
}
