import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { InsightsCosts, InsightsEngagementRow, InsightsResponse } from '@/api/contracts/insights';
import { ChartPanel } from './chart-panel';
import { BarsChart } from './charts/bars-chart';
import type { TableColumn } from './csv';
import { countryName, formatMoney, formatRate } from './insights-format';

type CostGroup = { key: string; label: string; messages: number; amount: number };

/** Billable conversations and their cost per group (category or country): bars of the amount, a table of both. */
function CostPanel({ id, costs, rows, groupLabel }: { id: 'cost-categories' | 'cost-countries'; costs: InsightsCosts; rows: readonly CostGroup[]; groupLabel: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: number | null) => formatMoney(value, costs.currency, format);
  const columns: TableColumn<CostGroup>[] = [
    { key: 'group', label: groupLabel, value: (row) => row.label },
    { key: 'messages', label: t('insightsMore.cost.conversations'), value: (row) => row.messages, numeric: true },
    { key: 'amount', label: t('insightsMore.cost.amount', { currency: costs.currency }), value: (row) => row.amount, numeric: true },
  ];
  const top = rows[0];
  return (
    <ChartPanel
      id={id}
      title={t(`insightsMore.${id === 'cost-categories' ? 'categories' : 'countries'}.title`)}
      summary={
        top
          ? t('insightsMore.cost.summary', { messages: format.number(costs.messages), amount: money(costs.amount), perDelivery: money(costs.costPerDelivery), top: top.label, topAmount: money(top.amount) })
          : ''
      }
      columns={columns}
      rows={rows}
      chart={<BarsChart data={rows.slice(0, 10).map((row) => ({ label: row.label, value: row.amount }))} valueName={t('insightsMore.cost.amount', { currency: costs.currency })} format={money} />}
      fileName={`insights-${id}`}
      empty={t('insightsMore.cost.none')}
      display={(column, row) => (column.key === 'amount' ? money(row.amount) : column.numeric ? format.number(row.messages) : row.label)}
    />
  );
}

/** Conversations and cost by WhatsApp category (from the charges, priced by the rate card). */
export function CostCategoriesPanel({ costs }: { costs: InsightsCosts }) {
  const { t } = useTranslation();
  const rows = costs.categories.map((row) => ({ key: row.category, label: t(`insights.category.${row.category.toUpperCase()}`, { defaultValue: row.category }), messages: row.messages, amount: row.amount }));
  return <CostPanel id="cost-categories" costs={costs} rows={rows} groupLabel={t('insights.column.category')} />;
}

/** Conversations and cost by the recipients' country. */
export function CostCountriesPanel({ costs }: { costs: InsightsCosts }) {
  const { t, i18n } = useTranslation();
  const rows = costs.countries.map((row) => ({ key: row.country, label: countryName(row.country, i18n.language), messages: row.messages, amount: row.amount }));
  return <CostPanel id="cost-countries" costs={costs} rows={rows} groupLabel={t('insightsMore.countries.country')} />;
}

/** Clicks of tracked URL buttons, click rate and cost per click, per campaign or per template. */
export function EngagementPanel({ engagement, currency }: { engagement: InsightsResponse['engagement']; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [by, setBy] = useState<'campaigns' | 'templates'>('campaigns');
  const rows = engagement[by];
  const money = (value: number | null) => formatMoney(value, currency, format);
  const columns: TableColumn<InsightsEngagementRow>[] = [
    { key: 'label', label: t(`insights.breakdown.${by}`), value: (row) => row.label },
    { key: 'delivered', label: t('insights.metric.delivered'), value: (row) => row.delivered, numeric: true },
    { key: 'clicks', label: t('insights.metric.clicks'), value: (row) => row.clicks, numeric: true },
    { key: 'clicked', label: t('insightsMore.engagement.clicked'), value: (row) => row.clicked, numeric: true },
    { key: 'clickRate', label: t('insightsMore.engagement.click_rate'), value: (row) => row.clickRate ?? '', numeric: true },
    { key: 'amount', label: t('insightsMore.cost.amount', { currency }), value: (row) => row.amount, numeric: true },
    { key: 'costPerClick', label: t('insightsMore.engagement.cost_per_click'), value: (row) => row.costPerClick ?? '', numeric: true },
  ];
  const display = (column: TableColumn<InsightsEngagementRow>, row: InsightsEngagementRow) => {
    if (column.key === 'clickRate') return formatRate(row.clickRate, format);
    if (column.key === 'amount') return money(row.amount);
    if (column.key === 'costPerClick') return money(row.costPerClick);
    return column.numeric ? format.number(Number(column.value(row))) : String(column.value(row));
  };
  const top = rows[0];
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div role="group" aria-label={t('insightsMore.engagement.by')} className="flex flex-wrap gap-1">
        {(['campaigns', 'templates'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={by === option}
            onClick={() => setBy(option)}
            className="rounded-md border px-3 py-1 text-sm aria-pressed:bg-primary aria-pressed:text-primary-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t(`insights.breakdown.${option}`)}
          </button>
        ))}
      </div>
      <ChartPanel
        key={by}
        id="engagement"
        title={t('insightsMore.engagement.title')}
        summary={top ? t('insightsMore.engagement.summary', { top: top.label, clicks: format.number(top.clicks), rate: formatRate(top.clickRate, format), perClick: money(top.costPerClick) }) : ''}
        columns={columns}
        rows={rows}
        chart={<BarsChart data={rows.slice(0, 10).map((row) => ({ label: row.label, value: row.clicks }))} valueName={t('insights.metric.clicks')} />}
        fileName={`insights-clicks-by-${by}`}
        empty={t('insightsMore.engagement.none')}
        display={display}
      />
    </div>
  );
}
