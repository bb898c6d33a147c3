import { useTranslation } from 'react-i18next';
import { SelectSetting, type SettingsProps, targetOptions, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { flowJumpDataSchema, type FlowJumpData } from './model';

/** FLOW settings: the flow to jump to, picked from the bot's other flows when the page gave them, else typed as an id. */
export function FlowJumpSettings(props: SettingsProps<FlowJumpData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(flowJumpDataSchema, props);
  const { flows } = useEditorCatalogue();
  const label = t('canvas.settings.flow.flowId');
  if (!flows) return <TextSetting kit={kit} name="flowId" label={label} />;
  const entries = flows.map((flow) => ({ id: flow.id, label: t('canvas.settings.flow.option', { name: flow.name, state: flow.state }) }));
  const options = targetOptions(entries, props.data.flowId, t('canvas.settings.flow.none'), (id) => t('canvas.settings.flow.missing', { id }));
  return <SelectSetting kit={kit} name="flowId" label={label} options={options} testId="flow-target" />;
}
