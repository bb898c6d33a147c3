import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { InsightsResponse } from '@/api/contracts/insights';
import { ChartPanel } from './chart-panel';
import type { TableColumn } from './csv';
import { formatMoney, formatRate } from './insights-format';

/**
 * The metrics of the Features Comparison dialog (spec §2), in its order, with this period's value
 * where we record it. The four marked * need a pixel/conversions integration with the ads provider;
 * money is the period's charges, priced by the rate card (src/api/rules/rate-card.ts).
 */
const METRICS = [
  { key: 'sent', regular: true, conversions: false },
  { key: 'delivered', regular: true, conversions: false },
  { key: 'read', regular: true, conversions: false },
  { key: 'spent', regular: true, conversions: false },
  { key: 'cost_per_delivery', regular: true, conversions: false },
  { key: 'clicks', regular: true, conversions: false },
  { key: 'cost_per_click', regular: true, conversions: false },
  { key: 'click_rate', regular: false, conversions: false },
  { key: 'add_to_cart', regular: false, conversions: true },
  { key: 'checkout', regular: false, conversions: true },
  { key: 'purchase', regular: false, conversions: true },
  { key: 'purchase_value', regular: false, conversions: true },
] as const;
type Metric = (typeof METRICS)[number];

export function ComparisonTable({ totals, costs }: { totals: InsightsResponse['totals']; costs: InsightsResponse['costs'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const value = (metric: Metric): string => {
    if (metric.conversions) return t('insights.comparison.needs_conversions');
    switch (metric.key) {
      case 'sent':
      case 'delivered':
      case 'read':
      case 'clicks':
        return format.number(totals[metric.key]);
      case 'click_rate':
        return formatRate(totals.clickRate, format);
      case 'spent':
        return formatMoney(costs.amount, costs.currency, format);
      case 'cost_per_delivery':
        return formatMoney(costs.costPerDelivery, costs.currency, format);
      case 'cost_per_click':
        return formatMoney(totals.clicks > 0 ? costs.amount / totals.clicks : null, costs.currency, format);
    }
  };
  const yes = (on: boolean) => t(on ? 'insights.comparison.yes' : 'insights.comparison.no');
  const columns: TableColumn<Metric>[] = [
    { key: 'metric', label: t('insights.comparison.metric'), value: (row) => `${t(`insights.comparison.metrics.${row.key}`)}${row.conversions ? ' *' : ''}` },
    { key: 'value', label: t('insights.comparison.value'), value },
    { key: 'regular', label: t('insights.comparison.regular'), value: (row) => yes(row.regular) },
    { key: 'optimized', label: t('insights.comparison.optimized'), value: () => yes(true) },
  ];
  return (
    <ChartPanel
      id="comparison"
      title={t('insights.comparison.title')}
      summary={t('insights.comparison.summary')}
      columns={columns}
      rows={METRICS}
      fileName="insights-delivery-comparison"
      empty=""
    />
  );
}
