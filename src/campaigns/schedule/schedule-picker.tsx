import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { browserTimeZone, useFormat } from '@/ui/format';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { NativeSelect } from '@/ui/native-select';
import { checkSchedule } from './schedule-rules';
import type { ScheduleValue } from './schedule-value';
import { timeZoneOptions } from './time-zones';

export interface SchedulePickerProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  /** Configuration `scheduleDateLimit` (days ahead, spec §9). */
  limitDays: number;
  /** The clock, passed in so the limits are testable. */
  now: number;
}

/**
 * Send now, or on a date and time in a zone; refuses the past and dates past the limit with a message saying why.
 * The zone offered first is the one the console shows every time in (the account's, else the reader's), so a
 * campaign scheduled for 9:00 is listed at 9:00; the reader's own zone is always among the choices.
 */
export function SchedulePicker({ value, onChange, limitDays, now }: SchedulePickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const defaultTimeZone = format.timeZone;
  const id = useId();
  const later = value.mode === 'later' ? value : null;
  // The list is the same all session; the minute matters only for its offsets. Made only when shown: a
  // formatter for each of the ~430 zones held the page 80–150 ms as "Send now" opened (docs/performance.md "Session 30").
  const minute = Math.floor(now / 60_000);
  const listed = later !== null;
  const zones = useMemo(() => (listed ? timeZoneOptions(minute * 60_000, [defaultTimeZone, browserTimeZone()]) : []), [listed, minute, defaultTimeZone]);
  const check = later ? checkSchedule({ ...later, now, limitDays }) : null;
  // An unfinished choice is not an error yet; the page keeps Next disabled through resolveSchedule.
  const problem = check?.problem === 'incomplete' ? null : check?.problem;

  const setMode = (mode: string) => {
    if (mode === 'now') onChange({ mode: 'now' });
    else onChange({ mode: 'later', date: '', time: '', timeZone: defaultTimeZone });
  };
  const update = (patch: Partial<Extract<ScheduleValue, { mode: 'later' }>>) => later && onChange({ ...later, ...patch });

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">{t('campaigns.schedule.title')}</legend>
      <RadioGroup value={value.mode} onValueChange={setMode} className="flex flex-wrap gap-6">
        {(['now', 'later'] as const).map((mode) => (
          <div key={mode} className="flex items-center gap-2">
            <RadioGroupItem value={mode} id={`${id}-${mode}`} />
            <Label htmlFor={`${id}-${mode}`}>{t(`campaigns.schedule.${mode}`)}</Label>
          </div>
        ))}
      </RadioGroup>
      {later && check ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('campaigns.schedule.date')}>
            <Input type="date" value={later.date} min={check.minDate} max={check.maxDate} onChange={(e) => update({ date: e.target.value })} aria-invalid={check.problem === 'too_far' || undefined} />
          </FormField>
          <FormField label={t('campaigns.schedule.time')}>
            <Input type="time" value={later.time} onChange={(e) => update({ time: e.target.value })} />
          </FormField>
          <FormField label={t('campaigns.schedule.time_zone')}>
            <NativeSelect value={later.timeZone} onChange={(e) => update({ timeZone: e.target.value })}>
              {zones.map((zone) => (
                <option key={zone.zone} value={zone.zone}>
                  {zone.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      ) : null}
      {check && problem ? (
        <Alert variant="destructive">{t(`campaigns.schedule.problem_${problem}`, { days: limitDays, max: format.day(check.maxDate) })}</Alert>
      ) : null}
      {later && check?.resolved && !check.problem ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t(check.resolved.kind === 'gap' ? 'campaigns.schedule.sends_at_gap' : 'campaigns.schedule.sends_at', {
            when: format.dateIn(check.resolved.instant, later.timeZone),
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
