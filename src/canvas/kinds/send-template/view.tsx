import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { clip, SelectSetting, type SettingsProps, targetOptions, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { sendTemplateDataSchema, type SendTemplateData } from './index';

export const sendTemplateSummary = (data: SendTemplateData) => clip(data.template);

export const SendTemplateBody = sentenceBody<SendTemplateData>((t, data) => (data.template ? t('automationCanvas.body.sendTemplate', { template: data.template }) : ''));

/** The template by name, from the number's templates when the page gave them, else typed. */
export function SendTemplateSettings(props: SettingsProps<SendTemplateData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(sendTemplateDataSchema, props);
  const { templates } = useEditorCatalogue();
  const label = t('automationCanvas.settings.template');
  if (!templates) return <TextSetting kit={kit} name="template" label={label} />;
  const entries = templates.map((template) => ({ id: template.name, label: template.name }));
  const options = targetOptions(entries, props.data.template, t('automationCanvas.settings.chooseTemplate'), (name) => t('automationCanvas.settings.missingTemplate', { name }));
  return <SelectSetting kit={kit} name="template" label={label} options={options} />;
}
