import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { InsightsBreakdownRow, InsightsFailure, InsightsPoint, InsightsResponse } from '@/api/contracts/insights';
import { ChartPanel } from './chart-panel';
import { BarsChart } from './charts/bars-chart';
import { SeriesChart } from './charts/series-chart';
import type { TableColumn } from './csv';
import { formatPoint, formatRate } from './insights-format';
import { deliveryRate } from '@/api/rules/message-rates';

const TOP = 10;

/** Sent, delivered, read and failed over the period. */
export function SeriesPanel({ series, granularity }: { series: readonly InsightsPoint[]; granularity: 'hour' | 'day' }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (point: InsightsPoint) => formatPoint(point.at, granularity, format);
  const busiest = series.reduce<InsightsPoint | undefined>((best, point) => (!best || point.sent > best.sent ? point : best), undefined);
  const columns: TableColumn<InsightsPoint>[] = [
    { key: 'at', label: t(granularity === 'day' ? 'insights.column.day' : 'insights.column.hour'), value: label },
    ...(['sent', 'delivered', 'read', 'failed'] as const).map((key) => ({ key, label: t(`insights.metric.${key}`), value: (row: InsightsPoint) => row[key], numeric: true })),
  ];
  return (
    <ChartPanel
      id="series"
      title={t('insights.series.title')}
      summary={busiest ? t('insights.series.summary', { count: series.length, points: format.number(series.length), busiest: label(busiest), sent: format.number(busiest.sent) }) : ''}
      columns={columns}
      rows={series}
      chart={<SeriesChart data={series.map((point) => ({ ...point, label: label(point) }))} />}
      fileName="insights-over-time"
      empty={t('insights.empty_period')}
      display={(column, row) => (column.numeric ? format.number(Number(column.value(row))) : String(column.value(row)))}
    />
  );
}

/** Failed and skipped messages by reason. */
export function FailuresPanel({ failures }: { failures: readonly InsightsFailure[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const top = failures[0];
  const reason = (row: InsightsFailure) => (row.text && row.text !== row.code ? `${row.code} · ${row.text}` : row.code);
  const columns: TableColumn<InsightsFailure>[] = [
    { key: 'status', label: t('insights.column.status'), value: (row) => t(`insights.metric.${row.status === 'FAILED' ? 'failed' : 'skipped'}`) },
    { key: 'code', label: t('insights.column.code'), value: (row) => row.code },
    { key: 'text', label: t('insights.column.reason'), value: (row) => row.text },
    { key: 'count', label: t('insights.column.count'), value: (row) => row.count, numeric: true },
  ];
  return (
    <ChartPanel
      id="failures"
      title={t('insights.failures.title')}
      summary={top ? t('insights.failures.summary', { count: failures.length, reasons: format.number(failures.length), reason: reason(top), n: format.number(top.count) }) : ''}
      columns={columns}
      rows={failures}
      chart={<BarsChart data={failures.slice(0, TOP).map((row) => ({ label: reason(row), value: row.count, colour: row.status === 'FAILED' ? 'var(--color-destructive)' : 'var(--color-warning)' }))} valueName={t('insights.column.count')} />}
      fileName="insights-failure-reasons"
      empty={t('insights.failures.none')}
      display={(column, row) => (column.numeric ? format.number(row.count) : String(column.value(row)))}
    />
  );
}

const DIMENSIONS = ['campaigns', 'templates', 'senders', 'channels'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** The funnel per campaign, template, sender number or channel, the reader's choice. */
export function BreakdownPanel({ breakdown }: { breakdown: InsightsResponse['breakdown'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [dimension, setDimension] = useState<Dimension>('campaigns');
  const rows = breakdown[dimension];
  const name = (row: InsightsBreakdownRow) => (dimension === 'channels' ? t(`insights.channel.${row.key}`, { defaultValue: row.key }) : row.label);
  const columns: TableColumn<InsightsBreakdownRow>[] = [
    { key: 'label', label: t(`insights.breakdown.${dimension}`), value: name },
    ...(['sent', 'delivered', 'read', 'failed'] as const).map((key) => ({ key, label: t(`insights.metric.${key}`), value: (row: InsightsBreakdownRow) => row[key], numeric: true })),
    { key: 'rate', label: t('insights.metric.delivery_rate'), value: (row) => deliveryRate(row) ?? '', numeric: true },
  ];
  const top = rows[0];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div role="group" aria-label={t('insights.breakdown.by')} className="flex flex-wrap gap-1">
        {DIMENSIONS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={dimension === option}
            onClick={() => setDimension(option)}
            className="rounded-md border px-3 py-1 text-sm aria-pressed:bg-primary aria-pressed:text-primary-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t(`insights.breakdown.${option}`)}
          </button>
        ))}
      </div>
      <ChartPanel
        key={dimension}
        id="breakdown"
        title={t('insights.breakdown.title', { by: t(`insights.breakdown.${dimension}`) })}
        summary={top ? t('insights.breakdown.summary', { count: rows.length, entries: format.number(rows.length), top: name(top), sent: format.number(top.sent), rate: formatRate(top.sent > 0 ? top.delivered / top.sent : null, format) }) : ''}
        columns={columns}
        rows={rows}
        chart={<BarsChart data={rows.slice(0, TOP).map((row) => ({ label: name(row), value: row.sent }))} valueName={t('insights.metric.sent')} />}
        fileName={`insights-by-${dimension}`}
        empty={t('insights.empty_period')}
        display={(column, row) => (column.key === 'rate' ? formatRate(row.sent > 0 ? row.delivered / row.sent : null, format) : column.numeric ? format.number(Number(column.value(row))) : String(column.value(row)))}
      />
    </div>
  );
}
