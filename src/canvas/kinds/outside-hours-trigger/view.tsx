import { useTranslation } from 'react-i18next';
import { sentenceBody } from '../automation-shared/view';
import { type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { outsideHoursTriggerDataSchema, type OutsideHoursTriggerData } from './index';

export const outsideHoursTriggerSummary = (data: OutsideHoursTriggerData) => `${data.opens}–${data.closes}`;

export const OutsideHoursTriggerBody = sentenceBody<OutsideHoursTriggerData>((t, data) => t('automationCanvas.body.outsideHours', data));

export function OutsideHoursTriggerSettings(props: SettingsProps<OutsideHoursTriggerData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(outsideHoursTriggerDataSchema, props);
  return (
    <div className="grid gap-4">
      <TextSetting kit={kit} name="timeZone" label={t('automationCanvas.settings.timeZone')} />
      <div className="grid grid-cols-2 gap-2">
        <TextSetting kit={kit} name="opens" label={t('automationCanvas.settings.opens')} placeholder="09:00" />
        <TextSetting kit={kit} name="closes" label={t('automationCanvas.settings.closes')} placeholder="18:00" />
      </div>
    </div>
  );
}
