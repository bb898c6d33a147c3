import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { clip, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { buttonTriggerDataSchema, type ButtonTriggerData } from './index';

export const buttonTriggerSummary = (data: ButtonTriggerData) => clip(data.button);

export const ButtonTriggerBody = sentenceBody<ButtonTriggerData>((t, data) => (data.button.trim() ? t('automationCanvas.body.button', { button: data.button }) : t('automationCanvas.body.anyButton')));

export function ButtonTriggerSettings(props: SettingsProps<ButtonTriggerData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(buttonTriggerDataSchema, props);
  return <TextSetting kit={kit} name="button" label={t('automationCanvas.settings.button')} />;
}
