import type { AutomationAction, MatchKind, RunOutcome } from '@/api/contracts/automation';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import type { Db, Queryable } from '../db/db';
import type { InboundRow } from './inbound-row';
import { keywordMatches } from './keyword-match';
import { replyReference, sendReplyTemplate, sendReplyText, SERVICE_WINDOW_MS, type ReplyChannel } from './reply-sender';

interface LiveAutomation {
  id: string;
  name: string;
  match_kind: MatchKind;
  keyword: string;
  actions: AutomationAction[];
}

interface ActionContext {
  db: Db;
  channel: ReplyChannel;
  inbound: InboundRow;
  runId: string;
  now: Date;
}

interface TemplateRow {
  name: string;
  language: string;
  category: TemplateContent['category'];
  parameter_format: TemplateContent['parameter_format'];
  components: TemplateContent['components'];
  status: string;
}

async function sendTemplate(context: ActionContext, templateSno: number): Promise<RunOutcome> {
  const { db, inbound } = context;
  // Only a template of the receiving number's own WABA can be sent from it.
  const [template] = await db.query<TemplateRow>(
    `select t.name, t.language, t.category, t.parameter_format, t.components, t.status from whatsapp_templates t
     join sender_numbers s on s.waba_id = t.waba_id where t.sno = $1 and s.id = $2 and t.esme = $3`,
    [templateSno, inbound.sender_id, inbound.esme],
  );
  const fail = (detail: string): RunOutcome => ({ kind: 'SEND_TEMPLATE', ok: false, detail });
  if (!template) return fail('The template no longer exists');
  if (template.status !== 'APPROVED') return fail(`${template.name} is ${template.status}, not APPROVED`);
  if (template.category === 'MARKETING') {
    const [optedOut] = await db.query('select 1 from opt_outs where esme = $1 and phone = $2', [inbound.esme, inbound.from_phone]);
    if (optedOut) return fail(`${template.name} is a marketing template and the contact opted out`);
  }
  const sent = await sendReplyTemplate(context.channel, {
    to: inbound.from_phone,
    senderId: inbound.sender_id,
    template: { name: template.name, language: template.language, category: template.category, parameter_format: template.parameter_format, components: template.components },
    reference: replyReference('run', context.runId),
  });
  return sent.ok ? { kind: 'SEND_TEMPLATE', ok: true, detail: template.name } : fail(`${template.name}: ${sent.reason}`);
}

async function perform(context: ActionContext, action: AutomationAction): Promise<RunOutcome> {
  const { db, inbound, now } = context;
  switch (action.kind) {
    case 'SEND_TEMPLATE':
      return sendTemplate(context, action.templateSno);
    case 'ADD_TAG':
      await db.query('insert into contact_tags (esme, phone, tag, at) values ($1, $2, $3, $4) on conflict do nothing', [inbound.esme, inbound.from_phone, action.tag, now]);
      return { kind: 'ADD_TAG', ok: true, detail: action.tag };
    case 'SEND_TEXT': {
      if (now.getTime() - new Date(inbound.at).getTime() > SERVICE_WINDOW_MS) return { kind: 'SEND_TEXT', ok: false, detail: 'Outside the 24-hour customer service window' };
      const sent = await sendReplyText(context.channel, {
        to: inbound.from_phone,
        senderId: inbound.sender_id,
        text: action.text,
        replyTo: inbound.provider_message_id,
        reference: replyReference('run', context.runId),
      });
      return sent.ok ? { kind: 'SEND_TEXT', ok: true, detail: action.text.slice(0, 80) } : { kind: 'SEND_TEXT', ok: false, detail: sent.reason };
    }
  }
}

/** Claims the run of this automation for this message; null when a retried job already has it. */
async function claimRun(q: Queryable, automation: LiveAutomation, inbound: InboundRow, now: Date): Promise<string | null> {
  const [row] = await q.query<{ id: string }>(
    `insert into automation_runs (esme, automation_id, inbound_message_id, phone, trigger_text, status, at) values ($1, $2, $3, $4, $5, 'RUNNING', $6)
     on conflict (automation_id, inbound_message_id) do nothing returning id`,
    [inbound.esme, automation.id, inbound.provider_message_id, inbound.from_phone, inbound.text.slice(0, 1000), now],
  );
  return row ? String(row.id) : null;
}

/**
 * Runs every published automation of the receiving number whose keyword the message fires, oldest
 * first, each action in order; an action that fails is logged with its reason and the rest still run.
 * Answers how many automations matched.
 */
export async function runAutomations(db: Db, channel: ReplyChannel, inbound: InboundRow, now: () => Date): Promise<number> {
  const live = await db.query<LiveAutomation>(
    `select id, name, match_kind, keyword, actions from automations where sender_id = $1 and esme = $2 and state = 'PUBLISHED' order by created_on, id`,
    [inbound.sender_id, inbound.esme],
  );
  const matching = live.filter((automation) => keywordMatches(automation.match_kind, automation.keyword, inbound.text));
  for (const automation of matching) {
    const runId = await claimRun(db, automation, inbound, now());
    if (!runId) continue;
    const outcomes: RunOutcome[] = [];
    for (const action of automation.actions) outcomes.push(await perform({ db, channel, inbound, runId, now: now() }, action));
    await db.query('update automation_runs set outcomes = $2::jsonb, status = $3 where id = $1', [runId, JSON.stringify(outcomes), outcomes.every((outcome) => outcome.ok) ? 'DONE' : 'FAILED']);
  }
  return matching.length;
}
