import { randomBytes } from 'node:crypto';
import type { TemplateContent, TemplateStatus } from '@/api/contracts/whatsapp-template';
import { cloudApiMessage, markReadRequest, mediaKinds, type FreeFormMessage } from '../../channels/whatsapp/cloud-api-messages';
import { sendMarketingMessageRequest, type SendComponent, type SendMessageResponse } from '../../channels/whatsapp/cloud-api-types';
import { graphErrors, type GraphRefusal } from './graph-errors';
import { buttonLinks, checkAgainstTemplate } from './sandbox-template-check';
import { decideFate, seededDelay, type SandboxRules, type SandboxTiming } from './sandbox-rules';
import { inboundWebhook, statusWebhook, type InboundWebhook, type SandboxPhoneNumber } from './webhook-payloads';
import type { createWebhookScheduler, SandboxLogger, WebhookStep } from './webhook-scheduler';

/** A template as the provider holds it; `status` defaults to APPROVED. */
export type SandboxTemplate = TemplateContent & { status?: TemplateStatus };

/** A template by name and language, of the WABA of the number sending (Meta keeps templates per WABA). */
export type FindTemplate = (name: string, language: string, wabaId: string) => SandboxTemplate | undefined | Promise<SandboxTemplate | undefined>;

export interface ReceivedMessage {
  id: string;
  phoneNumberId: string;
  /** E.164 with the plus. */
  to: string;
  /** `template`, or the free-form kind: `text`, `image`, `interactive`, `reaction`… */
  kind: string;
  /** Null for a free-form message. */
  template: { name: string; language: string } | null;
  components: readonly SendComponent[];
  /** The body as the recipient reads it: a text's body, a caption, a place, or a template's when the sandbox knows it. */
  text: string | null;
  /** The template's URL buttons as the phone opens them (known templates only). */
  links: string[];
  /** An interactive message's reply buttons, which the customer can tap. */
  buttons: Array<{ id: string; title: string }>;
  reference: string | null;
  at: Date;
  /** Sent through Marketing Messages Lite (`/{phone-number-id}/marketing_messages`). */
  marketingMessages?: true;
}

/** What a simulated customer wrote to one of our numbers, for the phone's side of the conversation. */
export interface WrittenMessage {
  id: string;
  phoneNumberId: string;
  text: string;
  at: Date;
}

export interface SandboxMessagesDeps {
  phoneNumbers: readonly SandboxPhoneNumber[];
  seed: string | number;
  rules: SandboxRules;
  timing: SandboxTiming;
  now: () => Date;
  findTemplate?: FindTemplate;
  /** Whether a file was uploaded here (`POST /{phone-number-id}/media`) and not deleted: media sent by id must be. */
  hasMedia: (id: string) => boolean;
  /** Recipients whose messages `received` keeps, the oldest forgotten first, so a million-row run stays small. */
  keepReceived: number;
  scheduler: ReturnType<typeof createWebhookScheduler>;
  logger: SandboxLogger;
}

/** Meta's customer service window: free-form messages only this long after the customer last wrote. */
const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** An accepted message's webhooks start with `tell`, once its answer has left, so `sent` never overtakes it. */
export type SendAnswer = { status: 200; body: SendMessageResponse; tell: () => void } | { status: 200; body: { success: true }; tell?: undefined } | (GraphRefusal & { tell?: undefined });

/** What the phone shows for a free-form message: its text, a caption, a place, a contact's name, an emoji. */
function readableText(request: FreeFormMessage): string | null {
  switch (request.type) {
    case 'text':
      return request.text.body;
    case 'interactive':
      return request.interactive.body.text;
    case 'location':
      return [request.location.name, request.location.address].filter(Boolean).join(', ') || `${request.location.latitude}, ${request.location.longitude}`;
    case 'contacts':
      return request.contacts.map((contact) => contact.name.formatted_name).join(', ');
    case 'reaction':
      return request.reaction.emoji;
    case 'image':
      return request.image.caption ?? null;
    case 'video':
      return request.video.caption ?? null;
    case 'document':
      return request.document.caption ?? request.document.filename ?? null;
    case 'audio':
    case 'sticker':
      return null;
  }
}

/** The parameters of `/messages` that hold an object or a list, which Graph also takes JSON-encoded. */
const complexParameters = ['context', 'template', 'text', 'interactive', 'location', 'contacts', 'reaction', ...mediaKinds];

/**
 * Graph reads an object or list parameter given as a JSON string as that object or list, and
 * clients rely on it (whatsapp-api-js sends `contacts` so); opaque strings such as
 * `biz_opaque_callback_data` stay as they are.
 */
function withComplexParameters(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const decoded: Record<string, unknown> = { ...body };
  for (const key of complexParameters) {
    const value = decoded[key];
    if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) continue;
    try {
      decoded[key] = JSON.parse(value) as unknown;
    } catch {
      // Not JSON after all: left for the schema to refuse by name.
    }
  }
  return decoded;
}

/** The uploaded media id a message sends, if it sends one by id rather than by link. */
function mediaIdOf(request: FreeFormMessage): string | undefined {
  switch (request.type) {
    case 'image':
      return request.image.id;
    case 'video':
      return request.video.id;
    case 'audio':
      return request.audio.id;
    case 'document':
      return request.document.id;
    case 'sticker':
      return request.sticker.id;
    default:
      return undefined;
  }
}

/** The uploaded media id a template's header sends, if it names its file by id rather than by link. */
function headerMediaIdOf(components: readonly SendComponent[]): string | undefined {
  const parameter = components.find((component) => component.type === 'header')?.parameters[0];
  if (parameter?.type === 'image') return parameter.image.id;
  if (parameter?.type === 'video') return parameter.video.id;
  if (parameter?.type === 'document') return parameter.document.id;
  return undefined;
}

/**
 * A wamid unique across processes and restarts, as Meta's are: the seed decides what happens to a
 * message, never its id, so a restarted sandbox (its counters back at zero) or a second one with the
 * same seed cannot issue an id our server already holds and would drop as a duplicate.
 */
function messageId(incarnation: string, ...key: Array<string | number>): string {
  return `wamid.${Buffer.from(`sandbox:${incarnation}:${key.join(':')}`).toString('base64url')}`;
}

export function createSandboxMessages(deps: SandboxMessagesDeps) {
  const incarnation = randomBytes(6).toString('hex');
  const numbers = new Map(deps.phoneNumbers.map((number) => [number.id, number]));
  const received = new Map<string, ReceivedMessage[]>();
  let throughputRefusals = 0;
  const written = new Map<string, WrittenMessage[]>();
  const recentSends = new Map<string, number[]>();
  const lastToPair = new Map<string, number>();
  /** When each (number, customer) pair last heard from the customer: their 24-hour window opens there. */
  const lastInbound = new Map<string, number>();
  let inboundCount = 0;
  let accepted = 0;
  let sendsSinceSweep = 0;

  /** Forgets pairs past the 6-second window and customer windows past 24 hours now and then, so memory follows the send rate, not the audience. */
  function sweepPairs(nowMs: number) {
    sendsSinceSweep += 1;
    if (sendsSinceSweep < 1_000) return;
    sendsSinceSweep = 0;
    for (const [pair, at] of lastToPair) if (nowMs - at >= deps.rules.pairWindowMs) lastToPair.delete(pair);
    for (const [pair, at] of lastInbound) if (nowMs - at > SERVICE_WINDOW_MS) lastInbound.delete(pair);
  }

  function heardFrom(number: SandboxPhoneNumber, waId: string) {
    lastInbound.set(`${number.id}|${waId}`, deps.now().getTime());
  }

  function keep<T>(logs: Map<string, T[]>, phone: string, message: T) {
    const log = logs.get(phone) ?? [];
    logs.delete(phone);
    logs.set(phone, [...log, message]);
    if (logs.size > deps.keepReceived) {
      const oldest = logs.keys().next();
      if (!oldest.done) logs.delete(oldest.value);
    }
  }

  const remember = (message: ReceivedMessage) => keep(received, message.to, message);

  function withinThroughput(number: SandboxPhoneNumber, nowMs: number): boolean {
    const window = (recentSends.get(number.id) ?? []).filter((at) => at > nowMs - 1_000);
    recentSends.set(number.id, window);
    return window.length < number.throughput;
  }

  /** Throughput and the 6-second pair limit, as Meta applies them to every message; null when the send may go. */
  function pace(number: SandboxPhoneNumber, waId: string, nowMs: number): GraphRefusal | null {
    if (!withinThroughput(number, nowMs)) {
      throughputRefusals += 1;
      return graphErrors.throughput();
    }
    const pair = `${number.id}|${waId}`;
    const previous = lastToPair.get(pair);
    if (previous !== undefined && nowMs - previous < deps.rules.pairWindowMs) return graphErrors.pairRateLimit();
    recentSends.get(number.id)?.push(nowMs);
    lastToPair.set(pair, nowMs);
    sweepPairs(nowMs);
    return null;
  }

  /** Customers' messages by id, with the number they wrote to: what mark-as-read may name. */
  const inboundIds = new Map<string, string>();
  function rememberInbound(id: string, phoneNumberId: string) {
    inboundIds.set(id, phoneNumberId);
    if (inboundIds.size > deps.keepReceived) inboundIds.delete(inboundIds.keys().next().value as string);
  }

  /** Blue ticks on a customer's message to this number, and "typing…" when asked. */
  function markRead(number: SandboxPhoneNumber, body: unknown): SendAnswer {
    const parsed = markReadRequest.safeParse(body);
    if (!parsed.success) return graphErrors.invalidParameter(parsed.error.issues[0]?.message ?? 'invalid');
    if (inboundIds.get(parsed.data.message_id) !== number.id) return graphErrors.invalidParameter(`message_id: ${parsed.data.message_id} is not a message this number received`);
    deps.logger.info({ sandbox: 'whatsapp', id: parsed.data.message_id, typing: Boolean(parsed.data.typing_indicator) }, 'sandbox provider marked a message read');
    return { status: 200, body: { success: true } };
  }

  /** Anything but a template: free-form, so only inside the customer's window. */
  function sendFreeForm(number: SandboxPhoneNumber, waId: string, request: FreeFormMessage): SendAnswer {
    const mediaId = mediaIdOf(request);
    if (mediaId !== undefined && !deps.hasMedia(mediaId)) return graphErrors.invalidParameter(`${request.type}.id: media ${mediaId} was not uploaded to this number or has been deleted`);
    const at = deps.now();
    const opened = lastInbound.get(`${number.id}|${waId}`);
    if (opened === undefined || at.getTime() - opened > SERVICE_WINDOW_MS) return graphErrors.reEngagement();
    const refused = pace(number, waId, at.getTime());
    if (refused) return refused;
    accepted += 1;
    const ordinal = accepted;
    const id = messageId(incarnation, number.id, waId, ordinal);
    const reference = request.biz_opaque_callback_data;
    const buttons = request.type === 'interactive' && request.interactive.type === 'button' ? request.interactive.action.buttons.map((button) => button.reply) : [];
    remember({ id, phoneNumberId: number.id, to: `+${waId}`, kind: request.type, template: null, components: [], text: readableText(request), links: [], buttons, reference: reference ?? null, at });
    deps.logger.info({ sandbox: 'whatsapp', id, to: `+${waId}`, type: request.type }, 'sandbox provider accepted a message');
    // A reply inside the window is a service conversation; it is read and never answered by the seed's rules.
    const status = (value: 'sent' | 'delivered' | 'read'): WebhookStep => ({
      delayMs: seededDelay(deps.seed, deps.timing[`${value}Ms`], waId, ordinal, value),
      build: () => statusWebhook({ number, messageId: id, status: value, waId, at: deps.now(), category: 'SERVICE', ...(reference ? { reference } : {}) }),
    });
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: request.to, wa_id: waId }], messages: [{ id }] }, tell: () => deps.scheduler.schedule([status('sent'), status('delivered'), status('read')]) };
  }

  /**
   * `authorize` checks the request's token for the number (the sandbox's one rule for every Graph path).
   * `marketing_messages` (Marketing Messages Lite) takes only a marketing template, in the fields Meta's
   * description of that path allows, and otherwise sends as `messages` does.
   */
  async function send(phoneNumberId: string, authorize: (phoneNumberId: string) => Promise<GraphRefusal | null>, body: unknown, path: 'messages' | 'marketing_messages' = 'messages'): Promise<SendAnswer> {
    // Throughput counts requests as they arrive, not after the template lookup below, whose time varies.
    const arrived = deps.now();
    const unauthorized = await authorize(phoneNumberId);
    if (unauthorized) return unauthorized;
    const number = numbers.get(phoneNumberId);
    if (!number) return graphErrors.unknownObject(phoneNumberId);
    if (path === 'messages' && body && typeof body === 'object' && 'status' in body) return markRead(number, body);
    const parsed = (path === 'marketing_messages' ? sendMarketingMessageRequest : cloudApiMessage).safeParse(withComplexParameters(body));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return graphErrors.invalidParameter(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const request = parsed.data;
    const waId = request.to.replace(/^\+/, '');
    if (!/^\d{7,15}$/.test(waId)) return graphErrors.invalidParameter(`to: "${request.to}" is not a phone number`);
    if (request.type !== 'template') return sendFreeForm(number, waId, request);

    const { name, language } = { name: request.template.name, language: request.template.language.code };
    const components = request.template.components ?? [];
    const template = await deps.findTemplate?.(name, language, number.wabaId);
    if (path === 'marketing_messages' && template && template.category !== 'MARKETING') {
      return graphErrors.invalidParameter(`template.name: ${name} is a ${template.category} template; marketing_messages sends MARKETING templates only`);
    }
    const reference = 'biz_opaque_callback_data' in request ? request.biz_opaque_callback_data : undefined;
    let text: string | null = null;
    if (deps.findTemplate) {
      if (!template || template.status === 'DELETED' || template.status === 'PENDING' || template.status === 'REJECTED') return graphErrors.templateMissing(name, language);
      if (template.status === 'PAUSED') return graphErrors.templatePaused(name);
      if (template.status === 'DISABLED') return graphErrors.templateDisabled(name);
      const check = checkAgainstTemplate(template, components);
      if ('refusal' in check) return check.refusal;
      const headerMedia = headerMediaIdOf(components);
      if (headerMedia !== undefined && !deps.hasMedia(headerMedia)) return graphErrors.invalidParameter(`header: media ${headerMedia} was not uploaded to this number or has been deleted`);
      text = check.text;
    } else {
      const empty = components.flatMap((component) => component.parameters).find((parameter) => parameter.type === 'text' && parameter.text.trim() === '');
      if (empty) return graphErrors.parameterMissing('a text parameter has no text');
    }

    const at = deps.now();
    const refused = pace(number, waId, arrived.getTime());
    if (refused) return refused;

    const to = `+${waId}`;
    // Ids and delays follow the order of acceptance (repeatable when sends are); fates follow the number alone.
    accepted += 1;
    const ordinal = accepted;
    const id = messageId(incarnation, number.id, waId, ordinal);
    remember({ id, phoneNumberId: number.id, to, kind: 'template', template: { name, language }, components, text, links: template ? buttonLinks(template, components) : [], buttons: [], reference: reference ?? null, at, ...(path === 'marketing_messages' ? { marketingMessages: true } : {}) });
    deps.logger.info({ sandbox: 'whatsapp', id, to, template: name }, 'sandbox provider accepted a message');

    // Without the template the category is unknown; campaigns are mostly marketing, so assume it.
    const category = template?.category ?? 'MARKETING';
    const quickReplies = template?.components.flatMap((component) => (component.type === 'BUTTONS' ? component.buttons.flatMap((button) => (button.type === 'QUICK_REPLY' ? [button.text] : [])) : [])) ?? [];
    const steps = story({ number, id, waId, ordinal, category, quickReplies, reference });
    // A template send's answer carries its pacing status, as Meta's does (`accepted` unless Meta holds it for quality).
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: request.to, wa_id: waId }], messages: [{ id, message_status: 'accepted' }] }, tell: () => deps.scheduler.schedule(steps) };
  }

  function story(message: { number: SandboxPhoneNumber; id: string; waId: string; ordinal: number; category: string; quickReplies: string[]; reference: string | undefined }): WebhookStep[] {
    const { number, id, waId, ordinal, category, reference } = message;
    const delay = (range: readonly [number, number], step: string) => seededDelay(deps.seed, range, waId, ordinal, step);
    const status = (value: 'sent' | 'delivered' | 'read' | 'failed', failure?: 131026 | 131049): WebhookStep['build'] => () =>
      statusWebhook({ number, messageId: id, status: value, waId, at: deps.now(), category, ...(reference ? { reference } : {}), ...(failure ? { failure } : {}) });

    const fate = decideFate(deps.rules, deps.seed, { waId, marketing: category === 'MARKETING', quickReplies: message.quickReplies });
    if (fate.kind === 'failed') return [{ delayMs: delay(deps.timing.sentMs, 'sent'), build: status('failed', fate.code) }];
    const steps: WebhookStep[] = [
      { delayMs: delay(deps.timing.sentMs, 'sent'), build: status('sent') },
      { delayMs: delay(deps.timing.deliveredMs, 'delivered'), build: status('delivered') },
    ];
    if (fate.read) steps.push({ delayMs: delay(deps.timing.readMs, 'read'), build: status('read') });
    const reply = fate.reply;
    if (reply) {
      steps.push({
        delayMs: delay(deps.timing.replyMs, 'reply'),
        build: () => {
          heardFrom(number, waId);
          return inboundWebhook({
            number,
            messageId: messageId(incarnation, 'reply', id),
            waId,
            at: deps.now(),
            text: reply.text,
            ...(reply.kind === 'button' ? { button: { replyingTo: id } } : {}),
          });
        },
      });
    }
    return steps;
  }

  /**
   * A person writes to one of our numbers, sends a file (`media`, with `text` its caption), or taps the
   * button `text` of the last message the number sent them: a reply button of an interactive message
   * (the webhook carries its id), else a template's quick-reply button. Resolves with the message id
   * once our server took the webhook.
   */
  async function sendInbound(input: { from: string; toPhoneNumberId: string; text: string; button?: boolean; media?: InboundWebhook['media'] }): Promise<string> {
    const number = numbers.get(input.toPhoneNumberId);
    if (!number) throw new Error(`The sandbox has no phone number ${input.toPhoneNumberId}`);
    inboundCount += 1;
    const waId = input.from.replace(/[^\d]/g, '');
    const id = messageId(incarnation, 'inbound', waId, inboundCount);
    heardFrom(number, waId);
    rememberInbound(id, number.id);
    const last = input.button ? [...(received.get(input.from) ?? [])].reverse().find((message) => message.phoneNumberId === number.id) : undefined;
    const replyingTo = input.button ? (last?.id ?? id) : null;
    const tapped = last?.buttons.find((button) => button.title === input.text);
    const at = deps.now();
    keep(written, input.from, { id, phoneNumberId: number.id, text: input.text, at });
    const how = tapped && replyingTo ? { reply: { id: tapped.id, replyingTo } } : replyingTo ? { button: { replyingTo } } : {};
    await deps.scheduler.postNow(inboundWebhook({ number, messageId: id, waId, at, text: input.text, ...how, ...(input.media ? { media: input.media } : {}) }));
    return id;
  }

  /** A number registered here since start-up (a migration's last step) sends and receives like the others. */
  function addNumber(number: SandboxPhoneNumber): void {
    numbers.set(number.id, number);
  }

  return { send, sendInbound, addNumber, throughputRefusals: () => throughputRefusals, received: received as ReadonlyMap<string, readonly ReceivedMessage[]>, written: written as ReadonlyMap<string, readonly WrittenMessage[]> };
}
