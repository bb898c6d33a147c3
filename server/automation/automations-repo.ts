import type { AutomationInput, AutomationReply, AutomationRun, AutomationState, AutomationView, PathStep } from '@/api/contracts/automation';
import { sendsOneByOne, templateVariableKeys } from '@/api/contracts/template-variables';
import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { createEmptyFlow, PROBLEM_DEFAULT_MESSAGES, validateFlow, type FlowDocument, type KnownTemplateLanguage, type Problem, type ReadFlowDocument } from '@/canvas/engine';
import type { Queryable } from '../platform/db/db';
import { ApiError, notFound } from '../platform/api-error';
import { ownNumber } from '../whatsapp-accounts/numbers-repo';
import { parseFlowDocument } from '../platform/http/flow-document-body';
import { storedFlowDocument } from '../chatbot/repo/stored-flow-document';

interface AutomationRow {
  id: string;
  name: string;
  sender_id: string;
  display_number: string;
  document: Record<string, unknown>;
  state: AutomationState;
  created_by: string;
  updated_on: Date;
}

const SELECT = `select a.id, a.name, a.sender_id, s.display_number, a.document, a.state, a.created_by, a.updated_on
  from automations a join sender_numbers s on s.id = a.sender_id`;

/** The stored document, read as the engine reads every document, with the fields the server owns set from the row. */
const documentOf = (row: AutomationRow): ReadFlowDocument => ({
  ...storedFlowDocument({ ...row.document, documentType: 'automation' }),
  id: row.id,
  name: row.name,
  state: row.state === 'PUBLISHED' ? 'PUBLISH' : 'DRAFT',
});

const present = (row: AutomationRow): AutomationView => ({
  id: row.id,
  name: row.name,
  senderId: row.sender_id,
  displayNumber: row.display_number,
  document: documentOf(row),
  state: row.state,
  createdBy: row.created_by,
  updatedOn: new Date(row.updated_on).toISOString(),
});

const badFields = (fields: Record<string, string>) => new ApiError('invalidRequest', `Invalid ${Object.keys(fields).join(', ')}.`, fields);

/**
 * A new automation's document: empty, with the variables every run sets (`message`, what the
 * customer wrote, and `phone`, theirs) declared, so texts and conditions can use them.
 */
export function emptyAutomationDocument(id: string, name: string): FlowDocument {
  const doc = createEmptyFlow({ id, botId: '', name, documentType: 'automation' });
  return {
    ...doc,
    variables: [
      { name: 'message', type: 'string', default: null },
      { name: 'phone', type: 'string', default: null },
    ],
    settings: { ...doc.settings, handoverAction: 'End Session' },
  };
}

/** Reads an automation's document as the engine does; it must be an automation's. Bad paths are `document.<path>`. */
export function parseAutomationDocument(value: unknown): FlowDocument {
  const doc = parseFlowDocument(value);
  if (doc.documentType !== 'automation') throw badFields({ 'document.documentType': "An automation's document has documentType \"automation\"." });
  return doc;
}

export async function listAutomations(q: Queryable, esme: number): Promise<AutomationView[]> {
  return (await q.query<AutomationRow>(`${SELECT} where a.esme = $1 order by a.created_on desc, a.id`, [esme])).map(present);
}

/** The account's automation; another account's is a 404, as an unknown one. */
export async function ownAutomation(q: Queryable, esme: number, id: string): Promise<AutomationView> {
  const [row] = await q.query<AutomationRow>(`${SELECT} where a.id = $1 and a.esme = $2`, [id, esme]);
  if (!row) throw notFound('No such automation in your account.');
  return present(row);
}

/**
 * The number's WABA's APPROVED templates a run can send (carousels are not), by name, each
 * language with the variable keys a send must fill, oldest first: a node naming no language sends
 * the oldest (automation-actions.ts), and validation reads the first.
 */
async function sendableTemplates(q: Queryable, esme: number, senderId: string): Promise<Map<string, KnownTemplateLanguage[]>> {
  const rows = await q.query<Pick<TemplateContent, 'name' | 'language' | 'parameter_format' | 'components'>>(
    `select t.name, t.language, t.parameter_format, t.components from whatsapp_templates t join sender_numbers s on s.waba_id = t.waba_id where s.id = $1 and t.esme = $2 and t.status = 'APPROVED' order by t.sno`,
    [senderId, esme],
  );
  const byName = new Map<string, KnownTemplateLanguage[]>();
  for (const row of rows.filter(sendsOneByOne)) byName.set(row.name, [...(byName.get(row.name) ?? []), { language: row.language, variables: templateVariableKeys(row) }]);
  return byName;
}

const problemMessage = (problem: Problem) => PROBLEM_DEFAULT_MESSAGES[problem.code].replace(/\{(\w+)\}/g, (whole, name: string) => String(problem.params?.[name] ?? whole));

/**
 * The checks the schema cannot make: the number is the account's. `live` (publishing, or saving a
 * published automation) also runs the engine's validation with what the server knows, the number's
 * sendable templates and the account's chatbots: any error is a 400 naming the node's field.
 */
export async function checkAutomation(q: Queryable, esme: number, input: Pick<AutomationInput, 'senderId'>, doc: FlowDocument, live: boolean): Promise<void> {
  await ownNumber(q, esme, input.senderId).catch(() => {
    throw badFields({ senderId: 'No such number in your account.' });
  });
  if (!live) return;
  const bots = await q.query<{ id: string }>('select id from bots where esme = $1', [esme]);
  const problems = validateFlow(doc, { knownTemplates: await sendableTemplates(q, esme, input.senderId), knownBotIds: new Set(bots.map((bot) => bot.id)) }).filter((problem) => problem.severity === 'error');
  if (!problems.length) return;
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const index = doc.nodes.findIndex((node) => node.id === problem.nodeId);
    const at = index < 0 ? `document.${problem.field}` : problem.field.startsWith('outputs.') || problem.field === 'node' || problem.field.startsWith('edges.') ? `document.nodes.${index}` : `document.nodes.${index}.data.${problem.field}`;
    fields[at] ??= problemMessage(problem);
  }
  throw badFields(fields);
}

export async function insertAutomation(q: Queryable, esme: number, id: string, input: Pick<AutomationInput, 'name' | 'senderId'>, doc: FlowDocument, by: string, now: Date): Promise<void> {
  await q.query(
    `insert into automations (id, esme, sender_id, name, document, state, created_by, created_on, updated_on)
     values ($1, $2, $3, $4, $5::jsonb, 'DRAFT', $6, $7, $7)`,
    [id, esme, input.senderId, input.name, JSON.stringify(doc), by, now],
  );
}

export async function updateAutomation(q: Queryable, esme: number, id: string, input: Pick<AutomationInput, 'name' | 'senderId'>, doc: FlowDocument, now: Date): Promise<void> {
  await q.query('update automations set sender_id = $3, name = $4, document = $5::jsonb, updated_on = $6 where id = $1 and esme = $2', [id, esme, input.senderId, input.name, JSON.stringify(doc), now]);
}

export async function setAutomationState(q: Queryable, esme: number, id: string, state: AutomationState, now: Date): Promise<void> {
  await q.query('update automations set state = $3, updated_on = $4 where id = $1 and esme = $2', [id, esme, state, now]);
}

export async function deleteAutomation(q: Queryable, esme: number, id: string): Promise<void> {
  await q.query('delete from automations where id = $1 and esme = $2', [id, esme]);
}

export interface AutomationRunRow {
  id: string;
  automation_id: string;
  automation_name: string;
  at: Date;
  phone: string;
  trigger_text: string;
  status: AutomationRun['status'];
  path: PathStep[];
}

/** The account's runs (of one automation when `automationId` is given), newest first, at most `limit`. */
export function listAutomationRuns(q: Queryable, esme: number, automationId: string | null, limit: number): Promise<AutomationRunRow[]> {
  return q.query<AutomationRunRow>(
    `select r.id, r.automation_id, a.name as automation_name, r.at, r.phone, r.trigger_text, r.status, r.path
     from automation_runs r join automations a on a.id = r.automation_id
     where r.esme = $1 and ($2::uuid is null or r.automation_id = $2::uuid) order by r.at desc, r.id desc limit $3`,
    [esme, automationId, limit],
  );
}

export interface AutomationReplyRow {
  run_id: string;
  node_id: string;
  status: AutomationReply['status'];
  delivery: AutomationReply['delivery'];
  delivery_error: string | null;
  reason: string | null;
  at: Date;
}

/** The messages these runs sent, in the order they were sent. */
export function listRunReplies(q: Queryable, runIds: string[]): Promise<AutomationReplyRow[]> {
  return q.query<AutomationReplyRow>('select run_id, node_id, status, delivery, delivery_error, reason, at from automation_replies where run_id = any($1::bigint[]) order by id', [runIds]);
}
