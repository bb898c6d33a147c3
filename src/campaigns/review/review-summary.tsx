import { useTranslation } from 'react-i18next';
import { estimateSendDuration, runsPastHorizon, type SendingPace } from '@/api/rules/send-duration';
import { SCHEDULE_DATE_LIMIT_DAYS, type AudienceTimeZone } from '@/api/contracts/campaigns';
import { AudienceTimeZones } from './audience-time-zones';
import { formatDuration } from './format-duration';
import { useFormat } from '@/ui/format';

const DAY_SECONDS = 86_400;

export interface ReviewCounts {
  /** Valid, distinct numbers in the audience. */
  valid: number;
  invalid: number;
  duplicate: number;
  /** Valid numbers that opted out of marketing: not sent to. */
  optedOut: number;
  /** The time zones the recipients' numbers are in, when the server counted them (an uploaded audience). */
  timeZones?: readonly AudienceTimeZone[];
}

const recipientsOf = (counts: ReviewCounts) => Math.max(0, counts.valid - counts.optedOut);

/** Whether the campaign, paced so, would run past the 90 days a campaign may run: it cannot be submitted (the server refuses it too). */
export function reviewRunsPastHorizon(counts: ReviewCounts, pace: SendingPace): boolean {
  return runsPastHorizon(estimateSendDuration(recipientsOf(counts), pace));
}

/** The review step's numbers: who will get the message, who will not and why, and how long sending takes. */
export function ReviewSummary({ counts, pace }: { counts: ReviewCounts; pace: SendingPace }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const recipients = recipientsOf(counts);
  const estimate = estimateSendDuration(recipients, pace);
  const rows = [
    ['recipients', format.number(recipients)],
    ['valid', format.number(counts.valid)],
    ['invalid', format.number(counts.invalid)],
    ['duplicate', format.number(counts.duplicate)],
    ['opted_out', format.number(counts.optedOut)],
    ['duration', recipients > 0 ? formatDuration(estimate.seconds, i18n.language) : '—'],
  ] as const;
  return (
    <section aria-labelledby="campaign-review-summary" className="grid gap-3">
      <h3 id="campaign-review-summary" className="text-sm font-semibold">
        {t('campaigns.review.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([key, value]) => (
          <div key={key} className="rounded-lg border bg-surface p-3">
            <dt className="text-xs text-muted-foreground">{t(`campaigns.review.${key}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {counts.timeZones?.length ? <AudienceTimeZones zones={counts.timeZones} /> : null}
      {estimate.windows > 1 && pace.dailyLimit !== null ? (
        <p className="text-sm text-muted-foreground">
          {t('campaigns.review.paced', { count: estimate.windows, limit: format.number(pace.dailyLimit), after: formatDuration((estimate.windows - 1) * DAY_SECONDS, i18n.language) })}
        </p>
      ) : null}
      {runsPastHorizon(estimate) && pace.dailyLimit !== null ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {t('campaigns.review.past_horizon', { limit: format.number(pace.dailyLimit), duration: formatDuration(estimate.seconds, i18n.language), days: SCHEDULE_DATE_LIMIT_DAYS })}
        </p>
      ) : null}
    </section>
  );
}
