import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsightsChannel } from '@/api/contracts/insights';
import { Spinner } from '@/ui/spinner';
import { BreakdownPanel, FailuresPanel, SeriesPanel } from './activity-panels';
import { ComparisonTable } from './comparison-table';
import { CostCategoriesPanel, CostCountriesPanel, EngagementPanel } from './cost-panels';
import { FilterBar } from './filter-bar';
import { FunnelSection } from './funnel-section';
import type { InsightsSource } from './insights-source';
import { BotsPanel, CategoriesPanel, LinksPanel } from './outcome-panels';
import { useInsightsFilter } from './use-insights-filter';
import { PageFrame } from '@/shell/page/page-frame';

export interface InsightsViewProps {
  title: string;
  /** Who asks: keys the cache, so the console and a reports tab never share answers. */
  sourceKey: string;
  source: InsightsSource;
  /** A reports landing page that reports one channel only. */
  fixedChannel?: InsightsChannel;
  /** Above the title (the reports application's header). */
  banner?: ReactNode;
}

/** The insights page: one component for the console's /insights and the reports application's landing pages. */
export function InsightsView({ title, sourceKey, source, fixedChannel, banner }: InsightsViewProps) {
  const { t } = useTranslation();
  const { filter, update, query } = useInsightsFilter(fixedChannel);
  const figures = useQuery({
    queryKey: ['insights', sourceKey, query],
    queryFn: () => (query ? source(query) : Promise.reject(new Error('no period'))),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const data = figures.data;
  return (
    <PageFrame titleId="insights-title" title={title} above={banner} busy={figures.isFetching}>
      <FilterBar filter={filter} update={update} options={data?.options} fixedChannel={fixedChannel} />
      {query === null ? (
        <p role="alert" className="text-sm text-destructive">
          {t('insights.filter.bad_period')}
        </p>
      ) : null}
      {figures.isPending && query !== null ? <Spinner label={t('insights.loading')} showLabel /> : null}
      {figures.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('insights.failed')}
        </p>
      ) : null}
      {data && query ? (
        <>
          <FunnelSection totals={data.totals} />
          <SeriesPanel series={data.series} granularity={query.granularity ?? 'day'} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <FailuresPanel failures={data.failures} />
            <BreakdownPanel breakdown={data.breakdown} />
            <CategoriesPanel categories={data.categories} />
            <LinksPanel links={data.links} />
            <CostCategoriesPanel costs={data.costs} />
            <CostCountriesPanel costs={data.costs} />
          </div>
          <EngagementPanel engagement={data.engagement} currency={data.costs.currency} />
          <ComparisonTable totals={data.totals} costs={data.costs} />
          {query.campaignId || query.senderId || query.templateSno ? null : <BotsPanel bots={data.bots} />}
        </>
      ) : null}
    </PageFrame>
  );
}
