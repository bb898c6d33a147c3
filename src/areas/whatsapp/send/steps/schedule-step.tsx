import { useTranslation } from 'react-i18next';
import { SchedulePicker, type ScheduleValue } from '@/campaigns';
import { Alert } from '@/ui/alert';

export interface ScheduleStepProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  now: number;
  limitDays: number;
  showProblems: boolean;
  serverFields: Readonly<Record<string, string>>;
}

/** Step 4: now, or a date and time in a zone at most `scheduleDateLimit` days ahead. */
export function ScheduleStep({ value, onChange, now, limitDays, showProblems, serverFields }: ScheduleStepProps) {
  const { t } = useTranslation();
  const errors = Object.entries(serverFields).filter(([field]) => field.startsWith('schedule'));
  const incomplete = showProblems && value.mode === 'later' && (!value.date || !value.time);
  return (
    <div className="grid gap-4">
      <SchedulePicker value={value} onChange={onChange} limitDays={limitDays} now={now} />
      {incomplete ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('waSend.problem.schedule_incomplete')}
        </p>
      ) : null}
      {errors.map(([field, message]) => (
        <Alert key={field} variant="destructive">
          {message}
        </Alert>
      ))}
    </div>
  );
}
