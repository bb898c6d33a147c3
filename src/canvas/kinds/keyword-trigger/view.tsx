import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { clip, SelectSetting, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { KEYWORD_MATCHES, keywordTriggerDataSchema, type KeywordTriggerData } from './model';

export const keywordTriggerSummary = (data: KeywordTriggerData) => clip(data.keywords);

export const KeywordTriggerBody = sentenceBody<KeywordTriggerData>((t, data) => (data.keywords.trim() ? t(`automationCanvas.body.keyword.${data.match}`, { keywords: clip(data.keywords) }) : ''));

export function KeywordTriggerSettings(props: SettingsProps<KeywordTriggerData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(keywordTriggerDataSchema, props);
  const options = KEYWORD_MATCHES.map((match) => ({ value: match, label: t(`automationCanvas.settings.match.${match}`) }));
  return (
    <div className="grid gap-4">
      <SelectSetting kit={kit} name="match" label={t('automationCanvas.settings.matchLabel')} options={options} />
      <TextSetting kit={kit} name="keywords" label={t(props.data.match === 'REGEX' ? 'automationCanvas.settings.pattern' : 'automationCanvas.settings.keywords')} />
    </div>
  );
}
