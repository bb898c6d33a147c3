import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trackedCampaignPage, type CheckerTab } from '@/api/contracts/campaign-tracking';
import { useApiClient } from '@/api/react';
import { listRefreshMs } from './list-refresh';
import { trackingEndpoints } from './tracking-endpoints';

export type TrackedListKind = 'maker' | 'checker' | 'delivery';

export interface TrackedListParams {
  kind: TrackedListKind;
  tab?: CheckerTab;
  search: string;
  page: number;
  pageSize: number;
}

export const trackedListKey = (params?: TrackedListParams) => (params ? (['whatsapp-tracking', params.kind, params] as const) : (['whatsapp-tracking'] as const));

/**
 * One page of a tracking list, asked again on its own (`listRefreshMs`), on focus and after each
 * action. The previous page stays on screen while the next loads, so paging and typing in the search
 * do not flash the table away.
 */
export function useTrackedList(params: TrackedListParams) {
  const client = useApiClient();
  return useQuery({
    queryKey: trackedListKey(params),
    queryFn: () =>
      client.call(trackingEndpoints[params.kind], {
        schema: trackedCampaignPage,
        searchParams: { tab: params.tab, search: params.search.trim() || undefined, page: params.page, pageSize: params.pageSize },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => listRefreshMs(query.state.data?.rows),
  });
}
