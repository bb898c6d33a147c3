import { useTranslation } from 'react-i18next';
import type { AudienceTimeZone } from '@/api/contracts/campaigns';
import type { CostEstimate } from '@/api/rules/rate-card';
import { estimateSendDuration, runsPastHorizon, type SendingPace } from '@/api/rules/send-duration';
import { AudienceTimeZones } from './audience-time-zones';
import { forecastRows, ForecastNotes } from './sending-forecast';
import { useFormat } from '@/ui/format';

export interface ReviewCounts {
  /** Valid, distinct numbers in the audience. */
  valid: number;
  /** What the file had beyond them; unknown (not shown) where only the uploaded recipients are read, as for the checker. */
  invalid?: number;
  duplicate?: number;
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

export interface ReviewSummaryProps {
  counts: ReviewCounts;
  pace: SendingPace;
  /** By the rate card; undefined where no estimate applies (not shown), null where it is not known. */
  cost?: CostEstimate | null;
}

/**
 * What the maker reviews and the checker approves (#31): who will get the message, who will not and
 * why, how long sending takes against the number's daily limit, what it costs, and the time zones.
 */
export function ReviewSummary({ counts, pace, cost }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const recipients = recipientsOf(counts);
  const optional = (key: string, value: number | undefined) => (value === undefined ? [] : [[t(`campaigns.review.${key}`), format.number(value)] as const]);
  const rows = [
    [t('campaigns.review.recipients'), format.number(recipients)],
    [t('campaigns.review.valid'), format.number(counts.valid)],
    ...optional('invalid', counts.invalid),
    ...optional('duplicate', counts.duplicate),
    [t('campaigns.review.opted_out'), format.number(counts.optedOut)],
    ...forecastRows(recipients, pace, cost, t, format),
  ] as const;
  return (
    <section aria-labelledby="campaign-review-summary" className="grid gap-3">
      <h3 id="campaign-review-summary" className="text-sm font-semibold">
        {t('campaigns.review.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-surface p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {cost ? <p className="text-xs text-muted-foreground">{t('campaigns.review.cost_hint')}</p> : null}
      {counts.timeZones?.length ? <AudienceTimeZones zones={counts.timeZones} /> : null}
      <ForecastNotes recipients={recipients} pace={pace} />
    </section>
  );
}
