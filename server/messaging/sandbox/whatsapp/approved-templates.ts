import type { TemplateComponent, TemplateContent, TemplateQuality, TemplateStatus } from '@/api/contracts/whatsapp-template';
import type { Db } from '../../../platform/db/db';
import type { FindTemplate, SandboxTemplate } from './sandbox-messages';
import type { FindStoredTemplates } from './sandbox-templates';

type Row = { name: string; language: string; category: TemplateContent['category']; parameter_format: TemplateContent['parameter_format']; components: TemplateComponent[]; status: TemplateStatus };

const contentOf = (row: Row): TemplateContent => ({ name: row.name, language: row.language, category: row.category, parameter_format: row.parameter_format, components: row.components });

/** How long an APPROVED template is taken as read: Meta's own send path lags a status change by about that much. */
export const APPROVED_TEMPLATE_FRESH_MS = 1_000;

/**
 * Our templates as the sandbox provider's own list, as it is already given our numbers: with it a
 * send is checked against the template (the 132000 series) and its pricing category is the
 * template's, so a utility campaign is charged as utility. One indexed read was a quarter of a
 * campaign's statements (one per send), so `rememberApproved` keeps an APPROVED answer for a second.
 */
export function ourTemplates(db: Db): FindTemplate {
  const read: FindTemplate = async (name, language, wabaId) => {
    const [row] = await db.query<Row>('select name, language, category, parameter_format, components, status from whatsapp_templates where waba_id = $1 and name = $2 and language = $3', [wabaId, name, language]);
    return row && { ...contentOf(row), status: row.status };
  };
  return rememberApproved(read, Date.now);
}

/**
 * Sends at the same moment share one read, and an APPROVED answer is reused for
 * APPROVED_TEMPLATE_FRESH_MS. Any other answer (missing, PENDING, PAUSED…) is never kept, so a
 * template approved a moment ago sends at once; one paused a moment ago may still send for up to a
 * second, as on Meta's side, and is refused after that.
 */
export function rememberApproved(read: FindTemplate, now: () => number): FindTemplate {
  const approved = new Map<string, { template: SandboxTemplate; until: number }>();
  const reading = new Map<string, Promise<SandboxTemplate | undefined>>();
  return (name, language, wabaId) => {
    const key = `${wabaId}\u0000${name}\u0000${language}`;
    const kept = approved.get(key);
    if (kept && kept.until > now()) return kept.template;
    const pending = reading.get(key);
    if (pending) return pending;
    const started = now();
    const answer = Promise.resolve(read(name, language, wabaId))
      .then((template) => {
        if (template && (template.status ?? 'APPROVED') === 'APPROVED') approved.set(key, { template, until: started + APPROVED_TEMPLATE_FRESH_MS });
        else approved.delete(key);
        return template;
      })
      .finally(() => reading.delete(key));
    reading.set(key, answer);
    return answer;
  };
}

/**
 * Our stored templates of a WABA (or the one with a provider id) as the sandbox provider's own: the
 * seeded ones and those created before a restart or through another process, which its in-memory
 * registry has not seen. Deleted ones are gone on Meta's side too.
 */
export function ourStoredTemplates(db: Db): FindStoredTemplates {
  return async (where) => {
    const rows = await db.query<Row & { provider_id: string; waba_id: string; quality: TemplateQuality; reason: string | null }>(
      `select provider_id, waba_id, name, language, category, parameter_format, components, status, quality, reason from whatsapp_templates
        where ${'id' in where ? 'provider_id' : 'waba_id'} = $1 and status <> 'DELETED' order by sno`,
      ['id' in where ? where.id : where.wabaId],
    );
    return rows.map((row) => ({
      id: row.provider_id,
      wabaId: row.waba_id,
      content: contentOf(row),
      status: row.status,
      quality: row.quality,
      reason: row.reason,
    }));
  };
}
