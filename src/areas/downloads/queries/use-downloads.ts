import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { downloadListResponse } from '@/api/contracts/downloads';
import { useApiClient } from '@/api/react';
import { downloadKeys, downloads } from './downloads-endpoint';

/** Spec §9 table page size. */
export const PAGE_SIZE = 10;
/** How often the list refreshes while a file is queued or being prepared. */
const POLL_MS = 1000;

/** GET downloads: one page of the account's download jobs. */
export const fetchDownloads = (client: ApiClient, page: number) => client.call(downloads(), { searchParams: { page, pageSize: PAGE_SIZE }, schema: downloadListResponse });

/** Refetched every second while a job is queued or preparing. */
export const downloadsQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: downloadKeys.page(page),
    queryFn: () => fetchDownloads(client, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((job) => job.state === 'QUEUED' || job.state === 'RUNNING') ? POLL_MS : false),
  });

export const useDownloads = (page: number) => useQuery(downloadsQuery(useApiClient(), page));
