import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { clip, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { handOverDataSchema, type HandOverData } from './index';

export const handOverSummary = (data: HandOverData) => clip(data.note);

export const HandOverBody = sentenceBody<HandOverData>((t, data) => t('automationCanvas.body.handOver', { note: clip(data.note) }));

export function HandOverSettings(props: SettingsProps<HandOverData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(handOverDataSchema, props);
  return <TextSetting kit={kit} name="note" label={t('automationCanvas.settings.note')} multiline maxLength={500} />;
}
