import type { AutomationAction, AutomationInput, AutomationState, AutomationView } from '@/api/contracts/automation';
import { apiErrorCode } from '@/api/contracts/errors';
import type { Queryable } from '../../db/db';
import { ApiError, notFound } from '../../http/api-error';
import { ownNumber } from '../accounts/numbers-repo';

interface AutomationRow {
  id: string;
  name: string;
  sender_id: string;
  display_number: string;
  match_kind: AutomationView['match'];
  keyword: string;
  actions: AutomationAction[];
  state: AutomationState;
  created_by: string;
  updated_on: Date;
}

const SELECT = `select a.id, a.name, a.sender_id, s.display_number, a.match_kind, a.keyword, a.actions, a.state, a.created_by, a.updated_on
  from automations a join sender_numbers s on s.id = a.sender_id`;

const present = (row: AutomationRow): AutomationView => ({
  id: row.id,
  name: row.name,
  senderId: row.sender_id,
  displayNumber: row.display_number,
  match: row.match_kind,
  keyword: row.keyword,
  actions: row.actions,
  state: row.state,
  createdBy: row.created_by,
  updatedOn: new Date(row.updated_on).toISOString(),
});

const badField = (field: string, message: string) => new ApiError(400, apiErrorCode.invalidRequest, message, { [field]: message });

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
 * The checks the schema cannot make: the number is the account's, and each template is one of that
 * number's WABA with no variables to fill (the trigger carries no values for them). `live` also wants
 * every template APPROVED, as a published automation sends at once.
 */
export async function checkAutomation(q: Queryable, esme: number, input: AutomationInput, live: boolean): Promise<void> {
  await ownNumber(q, esme, input.senderId).catch(() => {
    throw badField('senderId', 'No such number in your account.');
  });
  for (const [index, action] of input.actions.entries()) {
    if (action.kind !== 'SEND_TEMPLATE') continue;
    const field = `actions.${index}.templateSno`;
    const [template] = await q.query<{ name: string; status: string; components: unknown }>(
      'select t.name, t.status, t.components from whatsapp_templates t join sender_numbers s on s.waba_id = t.waba_id where t.sno = $1 and s.id = $2 and t.esme = $3',
      [action.templateSno, input.senderId, esme],
    );
    if (!template) throw badField(field, "No such template for this number's WhatsApp Business Account.");
    if (JSON.stringify(template.components).includes('{{')) throw badField(field, `${template.name} has variables; an automation can only send templates without them.`);
    if (live && template.status !== 'APPROVED') throw badField(field, `${template.name} is ${template.status}; only APPROVED templates can be sent.`);
  }
}

export async function insertAutomation(q: Queryable, esme: number, id: string, input: AutomationInput, by: string, now: Date): Promise<void> {
  await q.query(
    `insert into automations (id, esme, sender_id, name, match_kind, keyword, actions, state, created_by, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, 'DRAFT', $8, $9, $9)`,
    [id, esme, input.senderId, input.name, input.match, input.keyword, JSON.stringify(input.actions), by, now],
  );
}

export async function updateAutomation(q: Queryable, esme: number, id: string, input: AutomationInput, now: Date): Promise<void> {
  await q.query(
    'update automations set sender_id = $3, name = $4, match_kind = $5, keyword = $6, actions = $7::jsonb, updated_on = $8 where id = $1 and esme = $2',
    [id, esme, input.senderId, input.name, input.match, input.keyword, JSON.stringify(input.actions), now],
  );
}

export async function setAutomationState(q: Queryable, esme: number, id: string, state: AutomationState, now: Date): Promise<void> {
  await q.query('update automations set state = $3, updated_on = $4 where id = $1 and esme = $2', [id, esme, state, now]);
}

export async function deleteAutomation(q: Queryable, esme: number, id: string): Promise<void> {
  await q.query('delete from automations where id = $1 and esme = $2', [id, esme]);
}
