import { useTranslation } from 'react-i18next';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { mappingProblems, type VariableMapping } from './variable-mapping';

const FIXED = '\u0000fixed';

/**
 * Which part of the template a slot fills, for its label: `body.1` → body, `cards.0.body.1` → card 1.
 * An RCS slot's key is the bare variable (one message, no parts): its label is the variable alone.
 */
function slotLabel(slot: VariableSlot, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!slot.key.includes('.')) return `{{${slot.name}}}`;
  const [part, index] = slot.key.split('.');
  const where = part === 'cards' ? t('campaigns.mapping.part_card', { n: Number(index) + 1 }) : part === 'buttons' ? t('campaigns.mapping.part_button', { n: Number(index) + 1 }) : t(`campaigns.mapping.part_${part}`);
  return t('campaigns.mapping.slot', { name: `{{${slot.name}}}`, where });
}

/** Each template variable takes a column of the audience file or one value for everybody. */
export function VariableMappingForm({ slots, columns, mapping, onChange, showProblems = false }: { slots: readonly VariableSlot[]; columns: readonly string[]; mapping: VariableMapping; onChange: (mapping: VariableMapping) => void; showProblems?: boolean }) {
  const { t } = useTranslation();
  const problems = new Map(mappingProblems(slots, mapping, columns).map((p) => [p.key, p.problem]));
  if (slots.length === 0) return <p className="text-sm text-muted-foreground">{t('campaigns.mapping.none')}</p>;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">{t('campaigns.mapping.title')}</legend>
      {slots.map((slot) => {
        const source = mapping[slot.key];
        const problem = showProblems ? problems.get(slot.key) : undefined;
        const set = (next: VariableMapping[string] | undefined) => {
          const copy = { ...mapping };
          if (next) copy[slot.key] = next;
          else delete copy[slot.key];
          onChange(copy);
        };
        return (
          <div key={slot.key} className="grid gap-3 sm:grid-cols-2">
            <FormField label={slotLabel(slot, t)} hint={slot.example ? t('campaigns.mapping.example', { example: slot.example }) : undefined} error={problem ? t(`campaigns.mapping.problem_${problem}`) : undefined}>
              <NativeSelect
                value={!source ? '' : source.kind === 'fixed' ? FIXED : source.column}
                onChange={(event) => {
                  const value = event.target.value;
                  set(value === '' ? undefined : value === FIXED ? { kind: 'fixed', value: '' } : { kind: 'column', column: value });
                }}
              >
                <option value="">{t('campaigns.mapping.choose')}</option>
                {columns.map((column) => (
                  <option key={column} value={column}>
                    {t('campaigns.mapping.column', { column })}
                  </option>
                ))}
                <option value={FIXED}>{t('campaigns.mapping.fixed')}</option>
              </NativeSelect>
            </FormField>
            {source?.kind === 'fixed' ? (
              <FormField label={t('campaigns.mapping.fixed_value')} className="self-start">
                <Input value={source.value} onChange={(event) => set({ kind: 'fixed', value: event.target.value })} />
              </FormField>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
