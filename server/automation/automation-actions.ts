import type { ActionResult, AutomationActions, AutomationEvent } from '@/canvas/kernel';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Db } from '../platform/db/db';
import { gatewayRefusalText, runGatewayTurn } from '../chatbot/gateway/gateway-turn';
import { findBot } from '../chatbot/repo/bots';
import { whatsappTurn } from './bot-channel/bot-messages';
import { endBotSessionsOfContact } from '../messaging/campaigns/bot-session-ends';
import { botWaits, endBotSession, openBotSession, openSessionOf, whatsappConversationId } from './bot-channel/bot-sessions';
import { sendBotReplies } from './bot-channel/send-bot-replies';
import type { InboundRow } from './inbound-row';
import { replyReference, sendReplyTemplate, sendReplyText, SERVICE_WINDOW_MS, type ReplyChannel, type SendOutcome } from './reply-sender';

interface TemplateRow {
  name: string;
  language: string;
  category: TemplateContent['category'];
  parameter_format: TemplateContent['parameter_format'];
  components: TemplateContent['components'];
  status: string;
}

export interface ActionScope {
  db: Db;
  channel: ReplyChannel;
  inbound: InboundRow;
  event: AutomationEvent;
  automationId: string;
  runId: string;
  now: () => Date;
}

/** What the actions of one walk asked for besides their effects: a WAIT's delay, and whether any acted. */
export interface ActionsRecord {
  acted: boolean;
  resumeAfterSeconds: number | null;
}

const ok = (detail: string): ActionResult => ({ ok: true, detail });
const fail = (detail: string): ActionResult => ({ ok: false, detail });

/**
 * One message of the run to the contact: its reply row is written first (with the node that sent
 * it), so the provider's statuses, which may come before the send's answer is stored, find it.
 */
async function sendRecorded(scope: ActionScope, nodeId: string, send: (reference: string) => Promise<SendOutcome>): Promise<SendOutcome> {
  const { db, inbound } = scope;
  const [row] = await db.query<{ id: string }>("insert into automation_replies (esme, run_id, node_id, status, at) values ($1, $2, $3, 'SENDING', $4) returning id", [
    inbound.esme,
    scope.runId,
    nodeId,
    scope.now(),
  ]);
  const id = String(row?.id);
  const sent = await send(replyReference('automation', id));
  await db.query('update automation_replies set status = $2, provider_message_id = coalesce($3, provider_message_id), reason = $4 where id = $1', [
    id,
    sent.ok ? 'SENT' : 'FAILED',
    sent.ok ? sent.providerMessageId : null,
    sent.ok ? null : sent.reason,
  ]);
  return sent;
}

/**
 * A template of the receiving number's own WABA, by name and language (Meta keeps one per pair).
 * Without a language (a node saved before languages were picked) it is the one such a send always
 * took: the approved one first, then the oldest, as the publish check reads it (automations-repo.ts).
 */
async function sendTemplate(scope: ActionScope, wanted: { name: string; language?: string }, values: Readonly<Record<string, string>>, nodeId: string): Promise<ActionResult> {
  const { db, inbound } = scope;
  const [template] = await db.query<TemplateRow>(
    `select t.name, t.language, t.category, t.parameter_format, t.components, t.status from whatsapp_templates t
     join sender_numbers s on s.waba_id = t.waba_id where t.name = $1 and s.id = $2 and t.esme = $3 and ($4::text is null or t.language = $4)
     order by (t.status = 'APPROVED') desc, t.sno limit 1`,
    [wanted.name, inbound.sender_id, inbound.esme, wanted.language ?? null],
  );
  const asked = wanted.language ? `${wanted.name} (${wanted.language})` : wanted.name;
  if (!template) return fail(`${asked}: no such template for this number`);
  const sending = `${template.name} (${template.language})`;
  if (template.status !== 'APPROVED') return fail(`${sending} is ${template.status}, not APPROVED`);
  if (template.category === 'MARKETING') {
    const [optedOut] = await db.query('select 1 from opt_outs where esme = $1 and phone = $2', [inbound.esme, inbound.from_phone]);
    if (optedOut) return fail(`${sending} is a marketing template and the contact opted out`);
  }
  const sent = await sendRecorded(scope, nodeId, (reference) =>
    sendReplyTemplate(scope.channel, {
      to: inbound.from_phone,
      senderId: inbound.sender_id,
      template: { name: template.name, language: template.language, category: template.category, parameter_format: template.parameter_format, components: template.components },
      variables: values,
      reference,
    }),
  );
  return sent.ok ? ok(sending) : fail(`${sending}: ${sent.reason}`);
}

async function sendText(scope: ActionScope, text: string, nodeId: string): Promise<ActionResult> {
  const { inbound } = scope;
  if (scope.now().getTime() - new Date(inbound.at).getTime() > SERVICE_WINDOW_MS) return fail('Outside the 24-hour customer service window');
  const sent = await sendRecorded(scope, nodeId, (reference) => sendReplyText(scope.channel, { to: inbound.from_phone, senderId: inbound.sender_id, text, replyTo: inbound.provider_message_id, reference }));
  return sent.ok ? ok(text.slice(0, 80)) : fail(sent.reason);
}

/**
 * The contact's conversation goes to the chatbot's published entry flow through its gateway, as a
 * web chat's would, and what the bot says first goes out as WhatsApp messages (bot-channel). When the
 * bot then waits for the contact it keeps the conversation: a session (opened before anything is
 * sent, so a quick reply finds it) routes the contact's next messages to it.
 */
async function startFlow(scope: ActionScope, botId: string, nodeId: string): Promise<ActionResult> {
  const { db, inbound } = scope;
  const bot = await findBot(db, inbound.esme, botId);
  if (!bot) return fail(`No chatbot ${botId} in this account`);
  if (scope.now().getTime() - new Date(inbound.at).getTime() > SERVICE_WINDOW_MS) return fail('Outside the 24-hour customer service window');
  const conversationId = whatsappConversationId(inbound.sender_id, inbound.from_phone);
  const turn = await runGatewayTurn(db, bot, conversationId, { type: 'start', variables: { phone: inbound.from_phone, message: inbound.text } }, scope.now);
  if (!turn.ok) return fail(`${bot.name}: ${gatewayRefusalText[turn.refused]}`);
  const whatsapp = whatsappTurn(turn.messages);
  const to = { esme: inbound.esme, senderId: inbound.sender_id, phone: inbound.from_phone };
  const waits = await botWaits(db, bot.id, conversationId);
  if (waits) {
    await openBotSession(db, { ...to, botId: bot.id, automationId: scope.automationId, startedBy: inbound.provider_message_id, choices: whatsapp.choices, numbered: whatsapp.numbered, at: scope.now(), lastInboundAt: new Date(inbound.at) });
  }
  const delivery = await sendBotReplies(scope.channel, to, whatsapp.replies, (send) => sendRecorded(scope, nodeId, send));
  if (delivery.failure) {
    // A contact who never saw the bot's first message is not held by it.
    const session = waits ? await openSessionOf(db, inbound.esme, inbound.sender_id, inbound.from_phone) : undefined;
    if (session) await endBotSession(db, session.id, 'bot_unavailable', scope.now());
    return fail(`${bot.name} started; its message was not sent: ${delivery.failure}`);
  }
  return ok(waits ? `${bot.name} started and sent ${delivery.sent} message(s); it answers the contact's next messages` : `${bot.name} started, sent ${delivery.sent} message(s) and ended`);
}

/** The server's side of the automation kinds' steps, for one run of one automation on one inbound message. */
export function automationActions(scope: ActionScope, record: ActionsRecord): AutomationActions {
  const { db, inbound } = scope;
  const acting = <A extends unknown[]>(action: (...args: A) => Promise<ActionResult>) => (...args: A) => {
    record.acted = true;
    return action(...args);
  };
  return {
    event: scope.event,
    sendTemplate: acting((template: { name: string; language?: string }, values: Readonly<Record<string, string>>, nodeId: string) => sendTemplate(scope, template, values, nodeId)),
    sendText: acting((text: string, nodeId: string) => sendText(scope, text, nodeId)),
    startFlow: acting((botId: string, nodeId: string) => startFlow(scope, botId, nodeId)),
    tag: acting(async (tag: string) => {
      await db.query('insert into contact_tags (esme, phone, tag, at) values ($1, $2, $3, $4) on conflict do nothing', [inbound.esme, inbound.from_phone, tag, scope.now()]);
      return ok(tag);
    }),
    optOut: acting(async () => {
      await db.query(
        `insert into opt_outs (esme, phone, reason, source_campaign_id, at) values ($1, $2, 'Opted out by an automation', null, $3)
         on conflict (esme, phone) do update set reason = excluded.reason, at = excluded.at`,
        [inbound.esme, inbound.from_phone, scope.now()],
      );
      await endBotSessionsOfContact(db, inbound.esme, inbound.from_phone, 'opted_out', scope.now());
      return ok(inbound.from_phone);
    }),
    handOver: acting(async (note: string) => {
      await db.query(
        `insert into contact_handovers (esme, sender_id, phone, automation_id, note, at) values ($1, $2, $3, $4, $5, $6)
         on conflict (sender_id, phone) do update set automation_id = excluded.automation_id, note = excluded.note, at = excluded.at`,
        [inbound.esme, inbound.sender_id, inbound.from_phone, scope.automationId, note, scope.now()],
      );
      // An agent has the contact now: a chatbot the automation started earlier lets go.
      await endBotSessionsOfContact(db, inbound.esme, inbound.from_phone, 'handed_over', scope.now(), inbound.sender_id);
      return ok(note || 'handed to an agent');
    }),
    resumeAfter(seconds) {
      record.acted = true;
      record.resumeAfterSeconds = seconds;
    },
  };
}
