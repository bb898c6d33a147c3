import { useTranslation } from 'react-i18next';
import { ARITHMETIC_OPERATORS } from '@/canvas/kernel';
import { FormField } from '@/ui/form-field';
import { plainOptions, SelectSetting, type SettingsKit, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { arithmeticDataSchema, type ArithmeticData, type Operand } from './model';

function OperandFields({ kit, side, operand }: { kit: SettingsKit; side: 'left' | 'right'; operand: Operand }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[8rem_1fr] items-end gap-2">
      <FormField label={t(`canvas.settings.arithmetic.${side}`)}>
        <select
          data-field={`${side}.type`}
          value={operand.type}
          disabled={kit.readOnly}
          // Switching the operand type replaces the whole operand: number and variable have different fields.
          onChange={(event) => kit.onChange(side, event.target.value === 'number' ? { type: 'number', value: '' } : { type: 'variable', name: '' })}
          className="h-9 rounded-md border border-input bg-surface px-2 text-sm"
        >
          <option value="number">{t('canvas.settings.arithmetic.number')}</option>
          <option value="variable">{t('canvas.settings.arithmetic.variable')}</option>
        </select>
      </FormField>
      {operand.type === 'number' ? (
        <TextSetting kit={kit} name={`${side}.value`} label={t('canvas.settings.arithmetic.value')} />
      ) : (
        <TextSetting kit={kit} name={`${side}.name`} label={t('canvas.settings.arithmetic.variableName')} />
      )}
    </div>
  );
}

/** ARITHMETIC settings: two operands, an operator and the variable receiving the result. */
export function ArithmeticSettings(props: SettingsProps<ArithmeticData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(arithmeticDataSchema, props);
  return (
    <div className="grid gap-4">
      <OperandFields kit={kit} side="left" operand={props.data.left} />
      <SelectSetting kit={kit} name="operator" label={t('canvas.settings.arithmetic.operator')} options={plainOptions(ARITHMETIC_OPERATORS)} />
      <OperandFields kit={kit} side="right" operand={props.data.right} />
      <TextSetting kit={kit} name="resultVariable" label={t('canvas.settings.arithmetic.resultVariable')} />
    </div>
  );
}
