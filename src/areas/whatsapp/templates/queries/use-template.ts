import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { whatsappTemplate } from '@/api/contracts/whatsapp-template';
import { useApiClient } from '@/api/react';
import { at, templateKeys } from './template-endpoint';

/** GET getTemplate?sno: one template. */
export const fetchTemplate = (client: ApiClient, sno: number) => client.call(at('getTemplate'), { searchParams: { sno }, schema: whatsappTemplate });

/** Polls while in review. */
export const templateQuery = (client: ApiClient, sno: number | null) =>
  queryOptions({
    queryKey: templateKeys.one(sno ?? 0),
    enabled: sno !== null,
    queryFn: () => fetchTemplate(client, sno ?? 0),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2000 : false),
  });

export const useTemplate = (sno: number | null) => useQuery(templateQuery(useApiClient(), sno));
