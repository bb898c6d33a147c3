import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDownloadResponse, downloadListResponse } from '@/api/contracts/downloads';
import type { Endpoint } from '@/api/contracts/config';
import { useApiClient } from '@/api/react';

/** Spec §9 table page size. */
export const PAGE_SIZE = 10;
/** How often the list refreshes while a file is queued or being prepared. */
const POLL_MS = 1000;

const downloads = (id?: string, tail = ''): Endpoint => ({ service: 'reports', path: `/downloads${id ? `/${encodeURIComponent(id)}${tail}` : ''}` });
const listKey = (page: number) => ['downloads', 'list', page] as const;

/** The account's download jobs; refetched every second while one is queued or preparing. */
export function useDownloads(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: listKey(page),
    queryFn: () => client.call(downloads(), { searchParams: { page, pageSize: PAGE_SIZE }, schema: downloadListResponse }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((job) => job.state === 'QUEUED' || job.state === 'RUNNING') ? POLL_MS : false),
  });
}

export function useDeleteDownload() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(downloads(id), { method: 'delete', schema: deleteDownloadResponse }),
    onSettled: () => queries.invalidateQueries({ queryKey: ['downloads', 'list'] }),
  });
}

export function useDownloadFile() {
  const client = useApiClient();
  return (id: string) => client.file(downloads(id, '/file'));
}
