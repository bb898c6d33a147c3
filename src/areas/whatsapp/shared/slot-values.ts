import type { TemplateContent } from '@/api/contracts/whatsapp-template';
import { templateVariableSlots, type VariableSlot } from '@/api/rules/template-variable-slots';

/**
 * The one name the server reads a slot's value by — the key its sender fills the slot from and its
 * draft check asks for (`templateVariableKeys`): a body variable is its name (`1`, `first_name`), a
 * positional header variable `header.1` (a NAMED one its name), a URL button's suffix `button.0`.
 */
export function serverName(slot: VariableSlot, named: boolean): string {
  const parts = slot.key.split('.');
  if (parts[0] === 'header') return named ? slot.name : `header.${slot.name}`;
  if (parts[0] === 'buttons') return `button.${parts[1] ?? '0'}`;
  return slot.name;
}

/** A recipient's values as the server keys them (`1`, `header.1`, `button.0`) → the preview's slots (`body.1`). */
export function slotValues(template: TemplateContent, values: Readonly<Record<string, string>>): Record<string, string> {
  const named = template.parameter_format === 'NAMED';
  const out: Record<string, string> = {};
  for (const slot of templateVariableSlots(template)) {
    const value = values[serverName(slot, named)];
    if (value !== undefined) out[slot.key] = value;
  }
  return out;
}
