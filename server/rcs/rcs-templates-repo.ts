import type { StoredRcsTemplate } from '@/api/contracts/rcs-template-api';
import type { RcsTemplateContent } from '@/api/contracts/rcs-template';
import { checkRcsTemplate } from '@/api/rules/rcs-template-rules';
import type { Queryable } from '../platform/db/db';
import { ApiError, notFound } from '../platform/api-error';

interface Row {
  id: string | number;
  sender_id: string;
  name: string;
  language: string;
  type: StoredRcsTemplate['type'];
  content: RcsTemplateContent;
  source: StoredRcsTemplate['source'];
  bot_id: string | null;
  created_by: string;
  created_on: Date | string;
  updated_on: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: Row): StoredRcsTemplate {
  return {
    templateId: Number(row.id),
    senderId: row.sender_id,
    name: row.name,
    language: row.language,
    type: row.type,
    template: row.content,
    source: row.source,
    botId: row.bot_id,
    createdBy: row.created_by,
    createdOn: iso(row.created_on),
    updatedOn: iso(row.updated_on),
  };
}

/** Every RBM limit, as a 400 naming `template.<path>` of each broken rule; nothing is written. */
export function assertRbmRules(template: RcsTemplateContent): void {
  const fields: Record<string, string> = {};
  for (const problem of checkRcsTemplate(template)) {
    const params = Object.entries(problem.params).map(([key, value]) => `${key} ${value}`);
    fields[`template.${problem.path}`] ??= params.length ? `${problem.rule} (${params.join(', ')})` : problem.rule;
  }
  if (Object.keys(fields).length) throw new ApiError('invalidRequest', 'The template breaks the RBM rules.', fields);
}

export async function listRcsTemplates(q: Queryable, esme: number, senderId: string): Promise<StoredRcsTemplate[]> {
  const rows = await q.query<Row>('select * from rcs_templates where esme = $1 and sender_id = $2 order by updated_on desc, id desc', [esme, senderId]);
  return rows.map(present);
}

export async function rcsTemplateById(q: Queryable, esme: number, senderId: string, templateId: number): Promise<StoredRcsTemplate> {
  const [row] = await q.query<Row>('select * from rcs_templates where esme = $1 and sender_id = $2 and id = $3', [esme, senderId, templateId]);
  if (!row) throw notFound('No such RCS template for this sender.');
  return present(row);
}

export async function rcsTemplateByName(q: Queryable, esme: number, senderId: string, name: string, language: string): Promise<StoredRcsTemplate | null> {
  const [row] = await q.query<Row>('select * from rcs_templates where esme = $1 and sender_id = $2 and name = $3 and language = $4', [esme, senderId, name, language]);
  return row ? present(row) : null;
}

const nameTaken = () => new ApiError('nameTaken', 'This sender already has a template of that name and language.', { 'template.name': 'name-taken' });

export interface RcsTemplateWrite {
  esme: number;
  senderId: string;
  language: string;
  template: RcsTemplateContent;
  actor: string;
  at: Date;
  source?: StoredRcsTemplate['source'];
  botId?: string | null;
}

export async function insertRcsTemplate(q: Queryable, write: RcsTemplateWrite): Promise<StoredRcsTemplate> {
  const [row] = await q.query<Row>(
    `insert into rcs_templates (esme, sender_id, name, language, type, content, source, bot_id, created_by, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $10)
     on conflict (sender_id, name, language) do nothing returning *`,
    [write.esme, write.senderId, write.template.name, write.language, write.template.type, JSON.stringify(write.template), write.source ?? 'console', write.botId ?? null, write.actor, write.at],
  );
  if (!row) throw nameTaken();
  return present(row);
}

/**
 * A bot's message node as a template named for it (`source` syncup, English): a new name is created,
 * a name synced before is replaced, and a template the console made under that name is left alone.
 */
export async function saveSyncedRcsTemplate(
  q: Queryable,
  write: Omit<RcsTemplateWrite, 'language' | 'source' | 'botId'> & { botId: string },
): Promise<'created' | 'updated' | 'name-taken'> {
  const [row] = await q.query<{ inserted: boolean }>(
    `insert into rcs_templates (esme, sender_id, name, language, type, content, source, bot_id, created_by, created_on, updated_on)
     values ($1, $2, $3, 'en', $4, $5::jsonb, 'syncup', $6, $7, $8, $8)
     on conflict (sender_id, name, language) do update set type = excluded.type, content = excluded.content, bot_id = excluded.bot_id, updated_on = excluded.updated_on
       where rcs_templates.source = 'syncup'
     returning (xmax = 0) as inserted`,
    [write.esme, write.senderId, write.template.name, write.template.type, JSON.stringify(write.template), write.botId, write.actor, write.at],
  );
  if (!row) return 'name-taken';
  return row.inserted ? 'created' : 'updated';
}

export async function updateRcsTemplate(q: Queryable, templateId: number, write: RcsTemplateWrite): Promise<StoredRcsTemplate> {
  await rcsTemplateById(q, write.esme, write.senderId, templateId);
  const clash = await rcsTemplateByName(q, write.esme, write.senderId, write.template.name, write.language);
  if (clash && clash.templateId !== templateId) throw nameTaken();
  const [row] = await q.query<Row>(
    `update rcs_templates set name = $4, language = $5, type = $6, content = $7::jsonb, updated_on = $8
     where esme = $1 and sender_id = $2 and id = $3 returning *`,
    [write.esme, write.senderId, templateId, write.template.name, write.language, write.template.type, JSON.stringify(write.template), write.at],
  );
  if (!row) throw notFound('No such RCS template for this sender.');
  return present(row);
}

export async function deleteRcsTemplate(q: Queryable, esme: number, senderId: string, templateId: number): Promise<void> {
  const rows = await q.query('delete from rcs_templates where esme = $1 and sender_id = $2 and id = $3 returning id', [esme, senderId, templateId]);
  if (!rows.length) throw notFound('No such RCS template for this sender.');
}
