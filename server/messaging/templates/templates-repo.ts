import type { TemplateHistoryEntry } from '@/api/contracts/whatsapp-template-api';
import type { TemplateCategory, TemplateComponent, TemplateContent, TemplateStatus, WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { presentTemplate, type TemplateSource } from '../campaigns/senders-repo';

/** The account's WABA, or a 404: another account's WABA is not there for this caller. */
export async function ownWaba(q: Queryable, esme: number, wabaId: string): Promise<{ id: string; name: string }> {
  const [waba] = await q.query<{ id: string; name: string }>('select id, name from wabas where esme = $1 and id = $2', [esme, wabaId]);
  if (!waba) throw notFound('No such WABA in your account.');
  return waba;
}

export const listWabas = (q: Queryable, esme: number) => q.query<{ id: string; name: string }>('select id, name from wabas where esme = $1 order by name', [esme]);

export async function listTemplates(q: Queryable, esme: number, wabaId: string, filter: { category?: TemplateCategory; status?: TemplateStatus; from?: Date; to?: Date }): Promise<WhatsappTemplate[]> {
  const rows = await q.query<TemplateSource>(
    `select * from whatsapp_templates
     where esme = $1 and waba_id = $2 and ($3::text is null or category = $3) and ($4::text is null or status = $4)
       and ($5::timestamptz is null or updated_on >= $5) and ($6::timestamptz is null or updated_on <= $6)
     order by updated_on desc, sno desc`,
    [esme, wabaId, filter.category ?? null, filter.status ?? null, filter.from ?? null, filter.to ?? null],
  );
  return rows.map(presentTemplate);
}

export async function templateBySno(q: Queryable, esme: number, sno: number): Promise<TemplateSource> {
  const [row] = await q.query<TemplateSource>('select * from whatsapp_templates where esme = $1 and sno = $2', [esme, sno]);
  if (!row) throw notFound('No such template in your account.');
  return row;
}

export async function templateByProviderId(q: Queryable, esme: number, providerId: string): Promise<TemplateSource> {
  const [row] = await q.query<TemplateSource>('select * from whatsapp_templates where esme = $1 and provider_id = $2', [esme, providerId]);
  if (!row) throw notFound('No such template in your account.');
  return row;
}

export async function templateByName(q: Queryable, wabaId: string, name: string, language: string): Promise<TemplateSource | undefined> {
  const [row] = await q.query<TemplateSource>('select * from whatsapp_templates where waba_id = $1 and name = $2 and language = $3', [wabaId, name, language]);
  return row;
}

/** The account's templates of one WABA, every name and language. */
export const listWabaTemplates = (q: Queryable, esme: number, wabaId: string) =>
  q.query<TemplateSource>('select * from whatsapp_templates where waba_id = $1 and esme = $2', [wabaId, esme]);

/** The account's template of this name in the WABA, in every language. */
export const listTemplatesNamed = (q: Queryable, esme: number, wabaId: string, name: string) =>
  q.query<TemplateSource>('select * from whatsapp_templates where esme = $1 and waba_id = $2 and name = $3', [esme, wabaId, name]);

export async function deleteTemplatesNamed(q: Queryable, esme: number, wabaId: string, name: string): Promise<void> {
  await q.query('delete from whatsapp_templates where esme = $1 and waba_id = $2 and name = $3', [esme, wabaId, name]);
}

/** Marks the transaction as the console's own change, so the provider-history trigger leaves it to us. */
export const actAs = (tx: Queryable, username: string) => tx.query("select set_config('app.template_actor', $1, true)", [username]);

export interface NewTemplateRow {
  esme: number;
  wabaId: string;
  providerId: string;
  content: TemplateContent;
  status: TemplateStatus;
  quality?: WhatsappTemplate['quality_rating'];
  reason?: string | null;
  at: Date;
}

export async function insertTemplate(tx: Queryable, row: NewTemplateRow): Promise<TemplateSource> {
  const [inserted] = await tx.query<TemplateSource>(
    `insert into whatsapp_templates (esme, waba_id, provider_id, name, language, category, parameter_format, components, status, quality, reason, created_on, updated_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $12) returning *`,
    [row.esme, row.wabaId, row.providerId, row.content.name, row.content.language, row.content.category, row.content.parameter_format, JSON.stringify(row.content.components), row.status, row.quality ?? 'UNKNOWN', row.reason ?? null, row.at],
  );
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function updateTemplate(
  tx: Queryable,
  sno: number | string,
  change: { category: TemplateCategory; parameterFormat: string; components: readonly TemplateComponent[]; status: TemplateStatus; quality?: string; reason: string | null; providerId?: string; at: Date },
): Promise<TemplateSource> {
  const [row] = await tx.query<TemplateSource>(
    `update whatsapp_templates set category = $2, parameter_format = $3, components = $4::jsonb, status = $5, quality = coalesce($6, quality), reason = $7,
       provider_id = coalesce($8, provider_id), updated_on = $9
     where sno = $1 returning *`,
    [sno, change.category, change.parameterFormat, JSON.stringify(change.components), change.status, change.quality ?? null, change.reason, change.providerId ?? null, change.at],
  );
  if (!row) throw notFound('No such template in your account.');
  return row;
}

export async function addHistory(tx: Queryable, row: TemplateSource, entry: { at: Date; actor: string; action: TemplateHistoryEntry['action']; changes?: string[] }): Promise<void> {
  await tx.query(
    `insert into whatsapp_template_history (template_sno, at, actor, action, status, quality, reason, changes) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [row.sno, entry.at, entry.actor, entry.action, row.status, row.quality, row.reason, JSON.stringify(entry.changes ?? [])],
  );
}

export async function listHistory(q: Queryable, sno: number | string): Promise<TemplateHistoryEntry[]> {
  const rows = await q.query<{ at: Date; actor: string; action: TemplateHistoryEntry['action']; status: TemplateStatus; quality: TemplateHistoryEntry['quality']; reason: string | null; changes: string[] }>(
    'select at, actor, action, status, quality, reason, changes from whatsapp_template_history where template_sno = $1 order by id',
    [sno],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** jsonb keeps its own key order, so stored components are compared with sorted keys. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

/** Which parts an edit changed, for the history: `category`, `header`, `body`, `footer`, `buttons`, `carousel`. */
export function changedParts(before: { category: string; components: readonly TemplateComponent[] }, after: { category: string; components: readonly TemplateComponent[] }): string[] {
  const part = (components: readonly TemplateComponent[], type: TemplateComponent['type']) => canonical(components.find((c) => c.type === type) ?? null);
  const parts: string[] = before.category === after.category ? [] : ['category'];
  for (const type of ['HEADER', 'BODY', 'FOOTER', 'BUTTONS', 'CAROUSEL'] as const) {
    if (part(before.components, type) !== part(after.components, type)) parts.push(type.toLowerCase());
  }
  return parts;
}
