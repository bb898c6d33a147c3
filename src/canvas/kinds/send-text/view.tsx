import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { clip, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { sendTextDataSchema, type SendTextData, TEXT_MAX } from './index';

export const sendTextSummary = (data: SendTextData) => clip(data.text);

export const SendTextBody = sentenceBody<SendTextData>((_t, data) => clip(data.text));

export function SendTextSettings(props: SettingsProps<SendTextData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(sendTextDataSchema, props);
  return <TextSetting kit={kit} name="text" label={t('automationCanvas.settings.text')} multiline maxLength={TEXT_MAX} />;
}
