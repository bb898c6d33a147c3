import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { browserTimeZone, createFormatter, useFormat, type Formatter } from '@/ui/format';
import { CheckboxSetting, type NodeBodyProps, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { type DayHours, WEEKDAYS } from './hours';
import { outsideHoursTriggerDataSchema, weekOf, type OutsideHoursTriggerData } from './index';

const dayNames = (format: Formatter, width: 'short' | 'long') => WEEKDAYS.map((_, index) => format.weekday(index, width));

/**
 * The open days in runs of equal hours, closed days left out.
 * @example weekSummary(DEFAULT_WEEK, englishFormatter) // 'Mon–Fri 09:00–18:00'
 */
export function weekSummary(week: readonly DayHours[], format: Formatter): string {
  const names = dayNames(format, 'short');
  const runs: { from: number; to: number; hours: string }[] = [];
  week.forEach((day, index) => {
    if (!day.open) return;
    const hours = `${day.opens}–${day.closes}`;
    const last = runs.at(-1);
    if (last && last.to === index - 1 && last.hours === hours) last.to = index;
    else runs.push({ from: index, to: index, hours });
  });
  return runs.map((run) => `${names[run.from]}${run.to > run.from ? `–${names[run.to]}` : ''} ${run.hours}`).join(', ');
}

const pageLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

// Outside React (the node list's summary line): weekday names depend on the language only, not on a zone.
export const outsideHoursTriggerSummary = (data: OutsideHoursTriggerData) =>
  weekSummary(weekOf(data), createFormatter({ language: pageLanguage(), timeZone: browserTimeZone(), browserTimeZone: browserTimeZone() }));

export function OutsideHoursTriggerBody({ data }: NodeBodyProps<OutsideHoursTriggerData>) {
  const { t } = useTranslation();
  const open = weekSummary(weekOf(data), useFormat());
  return <p className="line-clamp-2 text-surface-foreground">{open ? t('automationCanvas.body.outsideWeek', { open, timeZone: data.timeZone }) : t('automationCanvas.body.closedAllWeek')}</p>;
}

/**
 * The time zone, then each weekday: open or closed, and its hours. A trigger from before per-day
 * hours shows its one range and a button that copies it to every day (one undo step).
 */
export function OutsideHoursTriggerSettings(props: SettingsProps<OutsideHoursTriggerData>) {
  const { t } = useTranslation();
  const format = useFormat();
  const kit = useSettingsKit(outsideHoursTriggerDataSchema, props);
  const names = dayNames(format, 'long');
  const { days } = props.data;
  const replace = props.onReplace;
  return (
    <div className="grid gap-4">
      <TextSetting kit={kit} name="timeZone" label={t('automationCanvas.settings.timeZone')} placeholder="Asia/Dubai" />
      {days ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('automationCanvas.settings.openingHours')}</legend>
          {days.map((day, index) => (
            <div key={WEEKDAYS[index]} className="grid gap-2 rounded-md border border-border p-2">
              <CheckboxSetting kit={kit} name={`days.${index}.open`} label={t('automationCanvas.settings.openOn', { day: names[index] })} />
              {day.open ? (
                <div className="grid grid-cols-2 gap-2">
                  <TextSetting kit={kit} name={`days.${index}.opens`} label={t('automationCanvas.settings.opensOn', { day: names[index] })} placeholder="09:00" />
                  <TextSetting kit={kit} name={`days.${index}.closes`} label={t('automationCanvas.settings.closesOn', { day: names[index] })} placeholder="18:00" />
                </div>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2">
            <TextSetting kit={kit} name="opens" label={t('automationCanvas.settings.opens')} placeholder="09:00" />
            <TextSetting kit={kit} name="closes" label={t('automationCanvas.settings.closes')} placeholder="18:00" />
          </div>
          {replace && !kit.readOnly ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => replace({ timeZone: props.data.timeZone, days: weekOf(props.data) })}>
              {t('automationCanvas.settings.perWeekday')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
