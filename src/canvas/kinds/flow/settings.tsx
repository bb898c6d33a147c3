import { useTranslation } from 'react-i18next';
import type { SettingsProps } from '../shared/kind-ui-types';
import { TextSetting, useSettingsKit } from '../shared/settings-kit';
import { flowJumpDataSchema, type FlowJumpData } from './model';

/** FLOW settings: the id of the flow to jump to. */
export function FlowJumpSettings(props: SettingsProps<FlowJumpData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(flowJumpDataSchema, props);
  return <TextSetting kit={kit} name="flowId" label={t('canvas.settings.flow.flowId')} />;
}
