import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { catalogueName, clip, type EditorCatalogue, SelectSetting, type SettingsProps, targetOptions, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { startFlowDataSchema, type StartFlowData } from './index';

export const startFlowSummary = (data: StartFlowData, catalogue?: EditorCatalogue) => (data.botId ? clip(`→ ${catalogueName(catalogue?.bots, data.botId) ?? data.botId}`) : '');

export const StartFlowBody = sentenceBody<StartFlowData>((t, data) => (data.botId ? t('automationCanvas.body.startFlow') : ''));

/** The chatbot to hand over to, from the account's bots when the page gave them, else typed as an id. */
export function StartFlowSettings(props: SettingsProps<StartFlowData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(startFlowDataSchema, props);
  const { bots } = useEditorCatalogue();
  const label = t('automationCanvas.settings.bot');
  if (!bots) return <TextSetting kit={kit} name="botId" label={label} />;
  const options = targetOptions(
    bots.map((bot) => ({ id: bot.id, label: bot.name })),
    props.data.botId,
    t('automationCanvas.settings.chooseBot'),
    (id) => t('automationCanvas.settings.missingBot', { id }),
  );
  return <SelectSetting kit={kit} name="botId" label={label} options={options} />;
}
