import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_DATE_LIMIT_DAYS } from '@/api/contracts/campaigns';
import type { CostEstimate } from '@/api/rules/rate-card';
import { estimateSendDuration, runsPastHorizon, type SendingPace } from '@/api/rules/send-duration';
import { useFormat, type Formatter } from '@/ui/format';

const DAY_SECONDS = 86_400;

/**
 * How sending goes at the number's pace, as label and value: the estimated time (`estimateSendDuration`,
 * the one function every screen and the server's 90-day refusal use), the daily limit of the number's
 * tier, and the cost by the rate card when known (undefined: not shown; null: not known yet).
 */
export function forecastRows(recipients: number, pace: SendingPace, cost: CostEstimate | null | undefined, t: TFunction, format: Formatter): (readonly [string, string])[] {
  const estimate = estimateSendDuration(recipients, pace);
  const rows: (readonly [string, string])[] = [
    [t('campaigns.review.duration'), recipients > 0 ? format.duration(estimate.seconds) : '—'],
    [t('campaigns.review.daily_limit'), pace.dailyLimit === null ? t('campaigns.review.unlimited') : t('campaigns.review.per_day', { count: pace.dailyLimit, n: format.number(pace.dailyLimit) })],
  ];
  if (cost !== undefined) rows.push([t('campaigns.review.cost'), cost ? format.money(cost.amount, cost.currency) : '—']);
  return rows;
}

/** Pacing over several days, and the refusal of a campaign longer than the 90-day horizon, where the numbers are shown. */
export function ForecastNotes({ recipients, pace }: { recipients: number; pace: SendingPace }) {
  const { t } = useTranslation();
  const format = useFormat();
  const estimate = estimateSendDuration(recipients, pace);
  if (pace.dailyLimit === null) return null;
  return (
    <>
      {estimate.windows > 1 ? (
        <p className="text-sm text-muted-foreground">
          {t('campaigns.review.paced', { count: estimate.windows, limit: format.number(pace.dailyLimit), after: format.duration((estimate.windows - 1) * DAY_SECONDS) })}
        </p>
      ) : null}
      {runsPastHorizon(estimate) ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {t('campaigns.review.past_horizon', { limit: format.number(pace.dailyLimit), duration: format.duration(estimate.seconds), days: SCHEDULE_DATE_LIMIT_DAYS })}
        </p>
      ) : null}
    </>
  );
}

/** The audience step's guard rail: once the file is read, how long it takes at the daily limit and what it costs, before any upload. */
export function SendingForecast({ recipients, pace, cost }: { recipients: number; pace: SendingPace; cost: CostEstimate | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="campaign-sending-forecast" className="grid gap-2 rounded-lg border bg-surface p-3">
      <h3 id="campaign-sending-forecast" className="text-sm font-semibold">
        {t('campaigns.review.forecast_title', { count: recipients, n: format.number(recipients) })}
      </h3>
      <dl className="grid gap-2 sm:grid-cols-3">
        {forecastRows(recipients, pace, cost, t, format).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {cost ? <p className="text-xs text-muted-foreground">{t('campaigns.review.cost_hint')}</p> : null}
      <ForecastNotes recipients={recipients} pace={pace} />
    </section>
  );
}
