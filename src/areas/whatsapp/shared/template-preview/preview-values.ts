import type { TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { fillVariables } from '@/api/rules/template-text';
import { templateVariableSlots } from '@/api/rules/template-variable-slots';

/**
 * Fills a part's text with a recipient's values (by slot key, as a campaign resolves them) or else
 * the template's examples; a variable with neither stays as `{{1}}` so the designer sees it is unset.
 */
export function previewFiller(template: Pick<TemplateContentInput, 'components'>, values: Readonly<Record<string, string>> = {}) {
  const slots = templateVariableSlots(template);
  return (prefix: string, text: string) => {
    const byName: Record<string, string> = {};
    for (const slot of slots) {
      if (!slot.key.startsWith(`${prefix}.`) || slot.key.slice(prefix.length + 1) !== slot.name) continue;
      const value = values[slot.key] || slot.example;
      if (value) byName[slot.name] = value;
    }
    return fillVariables(text, byName);
  };
}
