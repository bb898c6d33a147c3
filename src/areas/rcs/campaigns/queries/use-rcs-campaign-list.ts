import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsCampaignList } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr, type RcsListKind } from './rcs-endpoint';

const LIST_PATH: Record<RcsListKind, string> = { saved: 'rcs/saveCampaignList', scheduled: 'rcs/scheduleCampaignList', sent: 'rcs/sentCampaignList' };

/** POST rcs/saveCampaignList, rcs/scheduleCampaignList or rcs/sentCampaignList: one page of ten. */
export const fetchRcsCampaignList = (client: ApiClient, esmeaddr: number, kind: RcsListKind, page: number, search: string) =>
  client.call(rcsEndpoint(LIST_PATH[kind]), { method: 'post', json: { esmeaddr, page, pageSize: 10, ...(search ? { search } : {}) }, schema: rcsCampaignList });

export const rcsCampaignListQuery = (client: ApiClient, esmeaddr: number, kind: RcsListKind, page: number, search: string) =>
  queryOptions({ queryKey: rcsKeys.list(kind, page, search), queryFn: () => fetchRcsCampaignList(client, esmeaddr, kind, page, search) });

export const useRcsCampaignList = (kind: RcsListKind, page: number, search: string) => useQuery(rcsCampaignListQuery(useApiClient(), useEsmeaddr(), kind, page, search));
