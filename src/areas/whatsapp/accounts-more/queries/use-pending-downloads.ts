import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { pendingDownloadsResponse } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { moreKeys } from './more-endpoint';

/** GET v1.0/download/pending: the Download Center's exports and customers' files. */
export const fetchPendingDownloads = (client: ApiClient) => client.call({ service: 'base', path: 'v1.0/download/pending' }, { schema: pendingDownloadsResponse });

/** Refetched every second while a file is still being prepared, every 5 s otherwise. */
export const pendingDownloadsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: moreKeys.pending,
    queryFn: () => fetchPendingDownloads(client),
    refetchInterval: (query) => (query.state.data?.exports.some((job) => job.state === 'QUEUED' || job.state === 'RUNNING') ? 1_000 : 5_000),
  });

export const usePendingDownloads = () => useQuery(pendingDownloadsQuery(useApiClient()));
