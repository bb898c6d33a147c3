import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { InsightsResponse } from '@/api/contracts/insights';
import { ChartPanel } from './chart-panel';
import { BarsChart } from './charts/bars-chart';
import type { SERIES_KEYS } from './charts/series-chart';
import { SERIES_COLOURS } from './charts/series-chart';
import type { TableColumn } from './csv';
import { formatRate } from './insights-format';

type Step = { key: (typeof SERIES_KEYS)[number]; label: string; value: number; rate: number | null; rateLabel: string };

/** The period's funnel as figures (cards) and as a chart with its table: sent → delivered → read, and failed. */
export function FunnelSection({ totals }: { totals: InsightsResponse['totals'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const steps: Step[] = [
    { key: 'sent', label: t('insights.metric.sent'), value: totals.sent, rate: null, rateLabel: '' },
    { key: 'delivered', label: t('insights.metric.delivered'), value: totals.delivered, rate: totals.deliveryRate, rateLabel: t('insights.metric.delivery_rate') },
    { key: 'read', label: t('insights.metric.read'), value: totals.read, rate: totals.readRate, rateLabel: t('insights.metric.read_rate') },
    { key: 'failed', label: t('insights.metric.failed'), value: totals.failed, rate: null, rateLabel: '' },
  ];
  const columns: TableColumn<Step>[] = [
    { key: 'step', label: t('insights.column.step'), value: (row) => row.label },
    { key: 'count', label: t('insights.column.count'), value: (row) => row.value, numeric: true },
    { key: 'rate', label: t('insights.column.rate'), value: (row) => row.rate ?? '', numeric: true },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="funnel-figures">
        {steps.map((step) => (
          <div key={step.key} className="flex flex-col gap-1 rounded-lg border bg-surface p-3" data-metric={step.key}>
            <dt className="text-xs font-medium text-muted-foreground">{step.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`figure-${step.key}`}>
              {format.number(step.value)}
            </dd>
            {step.rateLabel ? (
              <dd className="text-xs text-muted-foreground">
                {step.rateLabel}: <span className="tabular-nums">{formatRate(step.rate, format)}</span>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <ChartPanel
        id="funnel"
        title={t('insights.funnel.title')}
        summary={t('insights.funnel.summary', {
          sent: format.number(totals.sent),
          delivered: format.number(totals.delivered),
          deliveryRate: formatRate(totals.deliveryRate, format),
          read: format.number(totals.read),
          readRate: formatRate(totals.readRate, format),
          failed: format.number(totals.failed),
        })}
        columns={columns}
        rows={totals.sent + totals.failed > 0 ? steps : []}
        chart={<BarsChart data={steps.map((step) => ({ label: step.label, value: step.value, colour: SERIES_COLOURS[step.key] }))} valueName={t('insights.column.count')} />}
        fileName="insights-funnel"
        empty={t('insights.empty_period')}
        display={(column, row) => (column.key === 'count' ? format.number(row.value) : column.key === 'rate' ? (row.rateLabel ? formatRate(row.rate, format) : '') : row.label)}
      />
    </>
  );
}
