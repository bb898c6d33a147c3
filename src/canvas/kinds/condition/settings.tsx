import { useTranslation } from 'react-i18next';
import { CONDITION_GROUPS } from '@/canvas/kernel';
import { ListSetting, nextItemId, plainOptions, SelectSetting, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { CONDITION_GROUP_SPECS, conditionDataSchema, operatorArity, type ConditionData, type ConditionRule } from './model';

const JOINERS = [
  { value: '&&', labelKey: 'canvas.settings.condition.all' },
  { value: '||', labelKey: 'canvas.settings.condition.any' },
] as const;

/** CONDITION settings: the joiner and each rule's variable, group, operator and values. */
export function ConditionSettings(props: SettingsProps<ConditionData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(conditionDataSchema, props);
  const { rules } = props.data;
  const newRule = (): ConditionRule => ({ id: nextItemId('rule', rules), variable: '', group: 'Text', operator: 'equals', values: [''] });
  return (
    <div className="grid gap-4">
      <SelectSetting kit={kit} name="joiner" label={t('canvas.settings.condition.joiner')} options={JOINERS.map((joiner) => ({ value: joiner.value, label: t(joiner.labelKey) }))} />
      <ListSetting kit={kit} name="rules" label={t('canvas.settings.condition.rules')} items={rules} createItem={newRule}>
        {(rule, index) => (
          <>
            <TextSetting kit={kit} name={`rules.${index}.variable`} label={t('canvas.settings.condition.variable')} />
            <div className="grid grid-cols-2 gap-2">
              <SelectSetting kit={kit} name={`rules.${index}.group`} label={t('canvas.settings.condition.group')} options={plainOptions(CONDITION_GROUPS)} />
              <SelectSetting
                kit={kit}
                name={`rules.${index}.operator`}
                label={t('canvas.settings.condition.operator')}
                options={plainOptions(CONDITION_GROUP_SPECS[rule.group].operators)}
              />
            </div>
            {Array.from({ length: operatorArity(rule.operator) }, (_, at) =>
              rule.values[at] === undefined ? null : (
                <TextSetting key={at} kit={kit} name={`rules.${index}.values.${at}`} label={t('canvas.settings.condition.value', { n: at + 1 })} />
              ),
            )}
          </>
        )}
      </ListSetting>
    </div>
  );
}
