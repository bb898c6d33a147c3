import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsCampaign } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr, type RcsChangeKind } from './rcs-endpoint';

const SINGLE_PATH: Record<RcsChangeKind, string> = { saved: 'rcs/getSingleCampaign', scheduled: 'rcs/getSingleScheduleCampaign' };

/** POST rcs/getSingleCampaign or rcs/getSingleScheduleCampaign: one campaign, to open in the form. */
export const fetchRcsCampaign = (client: ApiClient, esmeaddr: number, kind: RcsChangeKind, id: string | null) =>
  client.call(rcsEndpoint(SINGLE_PATH[kind]), { method: 'post', json: { esmeaddr, campaignId: id }, schema: rcsCampaign });

/** No id (a new campaign), no call. */
export const rcsCampaignQuery = (client: ApiClient, esmeaddr: number, kind: RcsChangeKind, id: string | null) =>
  queryOptions({ queryKey: rcsKeys.single(id ?? ''), enabled: Boolean(id), queryFn: () => fetchRcsCampaign(client, esmeaddr, kind, id) });

export const useRcsCampaign = (kind: RcsChangeKind, id: string | null) => useQuery(rcsCampaignQuery(useApiClient(), useEsmeaddr(), kind, id));
