import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { clip, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { tagContactDataSchema, type TagContactData } from './index';

export const tagContactSummary = (data: TagContactData) => clip(data.tag);

export const TagContactBody = sentenceBody<TagContactData>((t, data) => (data.tag.trim() ? t('automationCanvas.body.tag', { tag: data.tag }) : ''));

export function TagContactSettings(props: SettingsProps<TagContactData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(tagContactDataSchema, props);
  return <TextSetting kit={kit} name="tag" label={t('automationCanvas.settings.tag')} />;
}
