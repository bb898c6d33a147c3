import type { TemplateComponent, TemplateContent, TemplateStatus } from '@/api/contracts/whatsapp-template';
import type { Db } from '../../../db/db';
import type { FindTemplate } from './sandbox-messages';

type Row = { name: string; language: string; category: TemplateContent['category']; parameter_format: TemplateContent['parameter_format']; components: TemplateComponent[]; status: TemplateStatus };

/**
 * Our templates as the sandbox provider's own list, as it is already given our numbers: with it a
 * send is checked against the template (the 132000 series) and its pricing category is the
 * template's, so a utility campaign is charged as utility. Read on every send (one indexed row), so a
 * template paused or approved a moment ago is what the sandbox sees, as Meta would.
 */
export function ourTemplates(db: Db): FindTemplate {
  return async (name, language, wabaId) => {
    const [row] = await db.query<Row>('select name, language, category, parameter_format, components, status from whatsapp_templates where waba_id = $1 and name = $2 and language = $3', [wabaId, name, language]);
    return row && { name: row.name, language: row.language, category: row.category, parameter_format: row.parameter_format, components: row.components, status: row.status };
  };
}
