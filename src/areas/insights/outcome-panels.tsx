import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { InsightsBot, InsightsLink, InsightsResponse } from '@/api/contracts/insights';
import { ChartPanel } from './chart-panel';
import { BarsChart } from './charts/bars-chart';
import type { TableColumn } from './csv';

type Category = InsightsResponse['categories'][number];

/** Template messages sent and delivered by WhatsApp category (the campaigns' templates). */
export function CategoriesPanel({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (row: Category) => t(`insights.category.${row.category}`, { defaultValue: row.category });
  const columns: TableColumn<Category>[] = [
    { key: 'category', label: t('insights.column.category'), value: label },
    { key: 'sent', label: t('insights.metric.sent'), value: (row) => row.sent, numeric: true },
    { key: 'delivered', label: t('insights.categories.billable'), value: (row) => row.delivered, numeric: true },
  ];
  const top = categories[0];
  return (
    <ChartPanel
      id="categories"
      title={t('insights.categories.title')}
      summary={top ? t('insights.categories.summary', { category: label(top), n: format.number(top.delivered) }) : ''}
      columns={columns}
      rows={categories}
      chart={<BarsChart data={categories.map((row) => ({ label: label(row), value: row.delivered }))} valueName={t('insights.categories.billable')} />}
      fileName="insights-conversation-categories"
      empty={t('insights.empty_period')}
      display={(column, row) => (column.numeric ? format.number(Number(column.value(row))) : String(column.value(row)))}
    />
  );
}

/** Clicks per link made by hand (POST /api/insights/links); campaign buttons are in the engagement panel. */
export function LinksPanel({ links }: { links: readonly InsightsLink[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = links.reduce((sum, link) => sum + link.clicks, 0);
  const columns: TableColumn<InsightsLink>[] = [
    { key: 'label', label: t('insights.column.link'), value: (row) => row.label },
    { key: 'url', label: t('insights.column.url'), value: (row) => row.url },
    { key: 'clicks', label: t('insights.metric.clicks'), value: (row) => row.clicks, numeric: true },
  ];
  return (
    <ChartPanel
      id="links"
      title={t('insights.links.title')}
      summary={t('insights.links.summary', { clicks: format.number(total) })}
      columns={columns}
      rows={links}
      chart={<BarsChart data={links.slice(0, 10).map((row) => ({ label: row.label, value: row.clicks }))} valueName={t('insights.metric.clicks')} />}
      fileName="insights-link-clicks"
      empty={t('insights.links.none')}
      display={(column, row) => (column.numeric ? format.number(row.clicks) : String(column.value(row)))}
    />
  );
}

/** Chatbot conversations per bot in the period, and where most of them stopped. */
export function BotsPanel({ bots }: { bots: readonly InsightsBot[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumn<InsightsBot>[] = [
    { key: 'name', label: t('insights.column.bot'), value: (row) => row.name },
    { key: 'conversations', label: t('insights.bots.conversations'), value: (row) => row.conversations, numeric: true },
    { key: 'ended', label: t('insights.bots.ended'), value: (row) => row.ended, numeric: true },
    { key: 'turns', label: t('insights.bots.turns'), value: (row) => row.turns, numeric: true },
    { key: 'dropoff', label: t('insights.bots.dropoff_step'), value: (row) => row.topDropoff?.nodeId ?? '' },
    { key: 'dropoff_count', label: t('insights.bots.dropoff_count'), value: (row) => row.topDropoff?.count ?? '', numeric: true },
  ];
  const top = bots[0];
  return (
    <ChartPanel
      id="bots"
      title={t('insights.bots.title')}
      summary={top ? t('insights.bots.summary', { count: bots.length, bots: format.number(bots.length), bot: top.name, n: format.number(top.conversations) }) : ''}
      columns={columns}
      rows={bots}
      chart={<BarsChart data={bots.map((row) => ({ label: row.name, value: row.conversations }))} valueName={t('insights.bots.conversations')} />}
      fileName="insights-chatbots"
      empty={t('insights.bots.none')}
      display={(column, row) => {
        const value = column.value(row);
        return column.numeric && value !== '' ? format.number(Number(value)) : String(value);
      }}
    />
  );
}
