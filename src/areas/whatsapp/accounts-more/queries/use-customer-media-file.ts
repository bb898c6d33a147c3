import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';
import { moreKeys, useEsme } from './more-endpoint';

/** GET v1.0/download/media/whatsapp: a customer's file by its media id (spec §7). */
export const fetchCustomerMedia = (client: ApiClient, esmeaddr: number, mediaId: string) =>
  client.file({ service: 'base', path: `v1.0/download/media/whatsapp?${new URLSearchParams({ channel_id: 'WABA', media_id: mediaId, esmeaddr: String(esmeaddr) }).toString()}` });

/**
 * Fetched once per media id and kept while the page lives, so the preview and a later download or
 * open make one call.
 */
export const customerMediaQuery = (client: ApiClient, esmeaddr: number, mediaId: string) =>
  queryOptions({ queryKey: moreKeys.mediaFile(mediaId), staleTime: Infinity, retry: false, queryFn: () => fetchCustomerMedia(client, esmeaddr, mediaId) });

/** A customer's file as a Blob for its preview. Until `enabled` nothing is fetched (a video waits until asked to play). */
export const useCustomerMediaFile = (mediaId: string, enabled: boolean) => useQuery({ ...customerMediaQuery(useApiClient(), useEsme(), mediaId), enabled });

/** Loads a customer's file through the preview's cache: from it when already there, else by the same call. */
export function useLoadCustomerMedia() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return (mediaId: string) => queries.fetchQuery({ queryKey: moreKeys.mediaFile(mediaId), staleTime: Infinity, queryFn: () => fetchCustomerMedia(client, esmeaddr, mediaId) });
}
