import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { closeServer, keepIdleConnections } from '../../../platform/http/idle-connections';
import { createProviderFaults, type ProviderFaults } from '../faults/provider-faults';
import { graphErrors, type GraphRefusal } from './graph-errors';
import { createSandboxMessages, type FindTemplate, type ReceivedMessage, type WrittenMessage } from './sandbox-messages';
import { mountSandboxMedia, type SandboxMedia } from './sandbox-media';
import { mountSandboxNumberRegistration, type SandboxCodeMessage } from './sandbox-number-registration';
import { mountSandboxSignupGraph, type SandboxSignupGraph, type SandboxSignupOptions } from './sandbox-signup-graph';
import { createSandboxPhoneNumbers, type NumberProfileSeed, type SandboxNumberProfile } from './sandbox-phone-numbers';
import { createSandboxSubscriptions } from './sandbox-subscriptions';
import { mountSandboxWabaAccount, type SandboxWabaAccount } from './sandbox-waba-account';
import { createSandboxTemplates, type FindStoredTemplates } from './sandbox-templates';
import { defaultSandboxRules, defaultSandboxTiming, instantSandboxTiming, type SandboxRules, type SandboxTiming } from './sandbox-rules';
import { statusBatching, type SandboxPhoneNumber } from './webhook-payloads';
import { createWebhookScheduler, sandboxLabel, type DeliverWebhook, type SandboxLogger, type WebhookDisorder } from './webhook-scheduler';

/**
 * A stand-in for Meta's WhatsApp Cloud API on loopback: the same send endpoint, answers and errors,
 * then signed status and reply webhooks to our server, decided by a seed so runs repeat. Every answer
 * and webhook carries `x-sandbox-provider`, every log line `sandbox: 'whatsapp'`.
 */

export interface WhatsappSandboxOptions {
  /** 0 picks any free port. */
  port?: number;
  host?: string;
  appSecret: string;
  accessToken: string;
  /** How a webhook reaches our server; by default an HTTP POST to `webhookUrl`. */
  deliverWebhook?: DeliverWebhook;
  webhookUrl?: string;
  seed?: string | number;
  /** `instant` posts every webhook right after the send is answered (tests). */
  timing?: 'instant' | Partial<SandboxTiming>;
  rules?: Partial<SandboxRules>;
  phoneNumbers?: ReadonlyArray<NewSandboxNumber>;
  /**
   * Our numbers as the provider's own list: asked when a request names a number or WABA the sandbox
   * does not know yet (one signed up since start-up, perhaps in another process), as Meta knows a
   * number the moment it is registered.
   */
  findNumbers?: (where: { id: string } | { wabaId: string }) => Promise<ReadonlyArray<NewSandboxNumber>>;
  /** Embedded sign-up's Graph calls (code exchange, token check, the shared WABA), for codes the sandbox dialog issued. */
  signup?: SandboxSignupOptions;
  /** Templates the provider already holds (our database's), learnt before a list, edit or delete. */
  findStoredTemplates?: FindStoredTemplates;
  /**
   * The approved templates; when given, sends are checked against them (132000 series).
   * `'registry'`: the ones created through this sandbox's own message_templates endpoint.
   */
  findTemplate?: FindTemplate | 'registry';
  /** Template creations a WABA may make in a rolling hour (Meta: 100). */
  templateCreationsPerHour?: number;
  now?: () => Date;
  logger?: SandboxLogger;
  webhookAttempts?: number;
  /** The wait before a refused webhook's first retry, doubled for each next one; Meta's own pace unless timing is instant. */
  webhookRetryDelayMs?: number;
  /** How many recipients `received` remembers (the most recent); default 10,000. */
  keepReceived?: number;
  /** Our business's credit line (WHATSAPP_CREDIT_LINE_ID); a made-up one by default. */
  creditLineId?: string;
}

/** A number as the sandbox first learns it; its name, quality and tier are what Meta answers until a test changes them. */
export type NewSandboxNumber = Omit<SandboxPhoneNumber, 'throughput'> & { throughput?: number } & NumberProfileSeed;

export interface WhatsappSandbox {
  /** Give this to the Cloud API client as its base URL. */
  baseUrl: string;
  /** The numbers it knows so far; `knows` also asks `findNumbers` about one it does not. */
  phoneNumbers: readonly SandboxPhoneNumber[];
  /** Whether the number sends and receives here, learning it from `findNumbers` when new. */
  knows(phoneNumberId: string): Promise<boolean>;
  /** Accepted messages by recipient (E.164), oldest first; only the most recent `keepReceived` recipients. */
  received: ReadonlyMap<string, readonly ReceivedMessage[]>;
  /** How many sends it refused with 130429 (a number's throughput exceeded) so far. */
  throughputRefusals(): number;
  /** What simulated customers wrote, by their number (E.164), oldest first; kept like `received`. */
  written: ReadonlyMap<string, readonly WrittenMessage[]>;
  /** With `button`, a tap on the button `text` of the last message the number sent (reply or quick-reply); with `media` (from `media.keep`), the message is that file and `text` its caption. */
  sendInbound(message: { from: string; toPhoneNumberId: string; text: string; button?: boolean; media?: ReturnType<SandboxMedia['keep']> }): Promise<string>;
  /** Files simulated customers send, served at the Cloud API's media paths. */
  media: SandboxMedia;
  /** What Meta does to live templates, for tests: each change posts its webhook and resolves once taken. */
  templates: Pick<ReturnType<typeof createSandboxTemplates>, 'changeStatus' | 'changeQuality' | 'find'>;
  /** What Meta does to a number (quality, tier, display name, throughput level), for tests; `GET /{waba-id}/phone_numbers` answers it. */
  numbers: {
    /** A number added to a WABA in WhatsApp Manager: it sends at once, and the WABA's number list names it. */
    add(number: NewSandboxNumber): void;
    change(phoneNumberId: string, what: Partial<SandboxNumberProfile> & { throughput?: 'STANDARD' | 'HIGH' }): void;
  };
  /** Where a WABA's webhooks go since `subscribed_apps` overrode its callback; null for the app's own. */
  callbackOf(wabaId: string): string | null;
  /** What Meta holds of a WABA's name, its numbers' calling and its payment method (spec §7's account calls). */
  accounts: SandboxWabaAccount;
  /** Where one number's webhooks go since `POST /{phone-number-id}` overrode its callback; null for its WABA's. */
  numberCallbackOf(phoneNumberId: string): string | null;
  /** Verification codes sent to numbers being migrated here, newest first: the owner's phone stand-in. */
  codeInbox: readonly SandboxCodeMessage[];
  /** Tests: what the provider does wrong for the next requests (issue #28). */
  faults: ProviderFaults;
  /** The businesses signed up through `signup`, by their token; null without `signup`. */
  signups: Pick<SandboxSignupGraph, 'byToken'> | null;
  /** Tests: how the webhooks of messages sent from now on are told (twice, late, reversed). */
  disorderWebhooks(how: WebhookDisorder): void;
  /** Resolves when every webhook due so far has been posted. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const defaultSandboxPhoneNumber: SandboxPhoneNumber = { id: '100000000000001', displayPhoneNumber: '15550100001', wabaId: '200000000000001', throughput: 80 };

const silentLogger: SandboxLogger = { info: () => undefined, warn: () => undefined };

function postTo(url: string): DeliverWebhook {
  return async (rawBody, headers) => {
    const response = await fetch(url, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
  };
}

export async function startWhatsappSandbox(options: WhatsappSandboxOptions): Promise<WhatsappSandbox> {
  const deliver = options.deliverWebhook ?? (options.webhookUrl ? postTo(options.webhookUrl) : undefined);
  if (!deliver) throw new Error('The WhatsApp sandbox needs deliverWebhook or webhookUrl to reach our server');
  const logger = options.logger ?? silentLogger;
  const timing = options.timing === 'instant' ? instantSandboxTiming : { ...defaultSandboxTiming, ...options.timing };
  const profiles = createSandboxPhoneNumbers();
  const firstNumbers: readonly NewSandboxNumber[] = options.phoneNumbers ?? [defaultSandboxPhoneNumber];
  const phoneNumbers = firstNumbers.map((number) => {
    const known = { id: number.id, displayPhoneNumber: number.displayPhoneNumber, wabaId: number.wabaId, throughput: number.throughput ?? 80 };
    profiles.remember(known, number);
    return known;
  });
  const wabaIds = new Set(phoneNumbers.map((number) => number.wabaId));

  const subscriptions = createSandboxSubscriptions(deliver, postTo);
  const scheduler = createWebhookScheduler({ deliver: subscriptions.deliver, appSecret: options.appSecret, attempts: options.webhookAttempts ?? 6, retryDelayMs: options.webhookRetryDelayMs ?? (options.timing === 'instant' ? 25 : 2_000), logger, batch: statusBatching });
  const templates = createSandboxTemplates({
    wabaIds,
    seed: options.seed ?? 1,
    reviewMs: timing.reviewMs,
    creationsPerHour: options.templateCreationsPerHour ?? 100,
    now: options.now ?? (() => new Date()),
    scheduler,
    logger,
    ...(options.findStoredTemplates ? { findStoredTemplates: options.findStoredTemplates } : {}),
  });
  const findTemplate = options.findTemplate === 'registry' ? templates.find : options.findTemplate;
  const messages = createSandboxMessages({
    phoneNumbers,
    seed: options.seed ?? 1,
    rules: { ...defaultSandboxRules, ...options.rules },
    timing,
    now: options.now ?? (() => new Date()),
    ...(findTemplate ? { findTemplate } : {}),
    // The media paths are mounted below, once the app exists; a send only asks once it is listening.
    hasMedia: (id) => media.has(id),
    keepReceived: options.keepReceived ?? 10_000,
    scheduler,
    logger,
  });

  /** A number registered since start-up (a migration's last step, an embedded sign-up) sends, receives and owns templates like the others. */
  const addNumber = (number: NewSandboxNumber) => {
    const known = { id: number.id, displayPhoneNumber: number.displayPhoneNumber, wabaId: number.wabaId, throughput: number.throughput ?? 80 };
    profiles.remember(known, number);
    messages.addNumber(known);
    wabaIds.add(known.wabaId);
    if (!phoneNumbers.some((existing) => existing.id === known.id)) phoneNumbers.push(known);
  };
  const learn = async (where: { id: string } | { wabaId: string }): Promise<boolean> => {
    const has = () => ('id' in where ? phoneNumbers.some((number) => number.id === where.id) : wabaIds.has(where.wabaId));
    if (has() || !options.findNumbers) return has();
    for (const number of await options.findNumbers(where)) addNumber(number);
    return has();
  };

  const closed = new AbortController();
  const { faults, middleware: faultsFirst } = createProviderFaults((status) => graphErrors.transient(status).body, closed.signal);
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  app.use('*', async (c, next) => {
    await next();
    c.header('x-sandbox-provider', sandboxLabel);
  });
  app.use('*', faultsFirst);
  const sendFrom = (path: 'messages' | 'marketing_messages') => async (c: Context<{ Bindings: Partial<HttpBindings> }>) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const phoneNumberId = c.req.param('phoneNumberId') ?? '';
    if (c.req.header('authorization') === `Bearer ${options.accessToken}`) await learn({ id: phoneNumberId });
    const answer = await messages.send(phoneNumberId, (id) => authorize(c.req.header('authorization'), id), body, path);
    if ('error' in answer.body) logger.info({ sandbox: 'whatsapp', code: answer.body.error.code }, 'sandbox provider refused a message');
    const tell = answer.tell;
    if (tell) {
      const outgoing = c.env.outgoing;
      // 'close', not 'finish': a message whose answer was lost (a fault) still went out, and its statuses still come.
      if (outgoing) outgoing.once('close', tell);
      else tell();
    }
    return c.json(answer.body, answer.status as 200);
  };
  app.post('/:version{v\\d+\\.\\d+}/:phoneNumberId/messages', sendFrom('messages'));
  // Marketing Messages Lite: Meta's path for a marketing template from a WABA onboarded to it.
  app.post('/:version{v\\d+\\.\\d+}/:phoneNumberId/marketing_messages', sendFrom('marketing_messages'));
  const version = ':version{v\\d+\\.\\d+}';
  const send = (c: Context, answer: { status: number; body: unknown }) => c.json(answer.body as object, answer.status as 200);
  // The code exchange and the token check carry the app's credentials, not a user's token: they check them themselves.
  const appCredentialPaths = /^\/v\d+\.\d+\/(oauth\/access_token|debug_token)$/;
  let signups: SandboxSignupGraph | null = null;
  const accountObject = (candidate: string) => wabaIds.has(candidate) || phoneNumbers.some((number) => number.id === candidate);
  /** The bearer is the system user's or a business token of a sign-up, and may act on `id` (a customer's token on its own WABA and number only, as on Meta). */
  async function authorize(authorization: string | undefined, id: string): Promise<GraphRefusal | null> {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    const asSystemUser = token === options.accessToken;
    if (!asSystemUser && !(await signups?.knowsToken(token))) return graphErrors.badToken();
    if (signups && !(await signups.mayReach(token, id, accountObject, asSystemUser))) return graphErrors.unknownObject(id);
    return null;
  }
  app.use(`/${version}/*`, async (c, next) => {
    if (appCredentialPaths.test(c.req.path)) return next();
    const refused = await authorize(c.req.header('authorization'), c.req.path.split('/')[2] ?? '');
    if (refused) return send(c, refused);
    await next();
  });
  // Before the sign-up graph's, which answers subscribed_apps only for the WABAs it signed up, without overrides.
  subscriptions.mount(app, version, (wabaId) => learn({ wabaId }), (id) => learn({ id }));
  if (options.signup) signups = mountSandboxSignupGraph(app, version, options.signup, addNumber);
  // Our own WABAs (not a customer's sign-up, which the sign-up graph answered above): our business owns them and
  // our system user manages them already, so assigning it again is a no-op Meta answers with success.
  app.post(`/${version}/:wabaId/assigned_users`, async (c, next) => {
    if (!(await learn({ wabaId: c.req.param('wabaId') }))) return next();
    const user = c.req.query('user') ?? '';
    const systemUserId = options.signup?.systemUserId;
    if (!/^\d+$/.test(user) || (systemUserId !== undefined && user !== systemUserId)) return send(c, graphErrors.invalidParameter(`user ${user} is not a system user of the app's business.`));
    return c.json({ success: true });
  });
  let registeredIds = 0;
  const registration = mountSandboxNumberRegistration(app, version, {
    now: options.now ?? (() => new Date()),
    nextId: () => `1090${String(Date.now()).slice(-8)}${String((registeredIds += 1)).padStart(3, '0')}`,
    onRegistered: addNumber,
  });
  // Before the media paths: `GET /{id}` is a WABA's when the id is a WABA's, a media file's otherwise.
  const accounts = mountSandboxWabaAccount(app, version, {
    systemToken: options.accessToken,
    ...(options.creditLineId ? { creditLineId: options.creditLineId } : {}),
    knowsWaba: (wabaId) => learn({ wabaId }),
    knowsNumber: (id) => learn({ id }),
  });
  let baseUrlOnceListening = '';
  const media = mountSandboxMedia(app, version, () => baseUrlOnceListening);
  // After the sign-up graph's, which answers for the WABAs it signed up itself.
  app.get(`/${version}/:wabaId/phone_numbers`, async (c) => {
    const wabaId = c.req.param('wabaId');
    if (!(await learn({ wabaId }))) return send(c, graphErrors.unknownObject(wabaId));
    return c.json(profiles.list(phoneNumbers.filter((number) => number.wabaId === wabaId)));
  });
  app.use(`/${version}/:wabaId/message_templates`, async (c, next) => {
    await learn({ wabaId: c.req.param('wabaId') });
    await next();
  });
  app.post(`/${version}/:wabaId/message_templates`, async (c) => send(c, templates.create(c.req.param('wabaId'), await c.req.json().catch(() => undefined))));
  app.get(`/${version}/:wabaId/message_templates`, async (c) => send(c, await templates.list(c.req.param('wabaId'), c.req.query())));
  app.delete(`/${version}/:wabaId/message_templates`, async (c) => send(c, await templates.remove(c.req.param('wabaId'), c.req.query())));
  app.post(`/${version}/:templateId`, async (c) => {
    const answer = await templates.edit(c.req.param('templateId'), await c.req.json().catch(() => undefined));
    return send(c, answer ?? graphErrors.unknownObject(c.req.param('templateId')));
  });
  app.notFound((c) => {
    const refusal = graphErrors.unknownObject(c.req.path.split('/').filter(Boolean).slice(1).join('/'));
    return c.json(refusal.body, refusal.status as 400);
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' }, () => resolve(started));
  });
  // A provider's edge keeps idle connections longer than the pooled client that calls it.
  keepIdleConnections(server);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  baseUrlOnceListening = baseUrl;
  logger.info({ sandbox: 'whatsapp', baseUrl }, 'WhatsApp sandbox provider listening (not Meta: messages go nowhere)');

  return {
    baseUrl,
    phoneNumbers,
    knows: (phoneNumberId) => learn({ id: phoneNumberId }),
    received: messages.received,
    throughputRefusals: messages.throughputRefusals,
    written: messages.written,
    sendInbound: async (message) => {
      await learn({ id: message.toPhoneNumberId });
      return messages.sendInbound(message);
    },
    templates: { changeStatus: templates.changeStatus, changeQuality: templates.changeQuality, find: templates.find },
    numbers: {
      add: addNumber,
      change(phoneNumberId, what) {
        const number = phoneNumbers.find((candidate) => candidate.id === phoneNumberId);
        if (!number) throw new Error(`The sandbox has no number ${phoneNumberId}`);
        profiles.change(number, what);
      },
    },
    callbackOf: subscriptions.overrideOf,
    accounts,
    numberCallbackOf: subscriptions.numberOverrideOf,
    codeInbox: registration.inbox,
    signups,
    media,
    faults,
    disorderWebhooks: scheduler.disorder,
    idle: () => scheduler.idle(),
    close: () => {
      closed.abort();
      scheduler.close();
      return closeServer(server);
    },
  };
}
