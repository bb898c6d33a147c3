import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { waitDataSchema, type WaitData } from './index';

export const waitSummary = (data: WaitData) => `${data.minutes} min`;

export const WaitBody = sentenceBody<WaitData>((t, data) => t('automationCanvas.body.wait', { minutes: data.minutes }));

export function WaitSettings(props: SettingsProps<WaitData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(waitDataSchema, props);
  return <TextSetting kit={kit} name="minutes" label={t('automationCanvas.settings.minutes')} />;
}
