import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { fetchPoolsResponse } from '@/api/contracts/broadcast-whatsapp';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';
import { sendKeys } from '../../shared/queries/campaign-endpoint';

/**
 * Spec §7's `pool/fetchPools` on the broadcast base, ACTIVE only: what a campaign may send from, one
 * pool per WABA with the messaging limit its numbers share. The sender list (`useSenders`) still gives
 * each number's throughput and quality, which pace the campaign.
 */
export const fetchActivePools = async (client: ApiClient, esmeAddr: number | undefined) =>
  (await client.call({ service: 'broadcast', path: '/whatsapp/gui/pool/fetchPools' }, { method: 'post', json: { esmeAddr, status: 'ACTIVE' }, schema: fetchPoolsResponse })).pools;

export const activePoolsQuery = (client: ApiClient, esmeAddr: number | undefined) =>
  queryOptions({ queryKey: sendKeys.pools, queryFn: () => fetchActivePools(client, esmeAddr) });

export const useActivePools = () => useQuery(activePoolsQuery(useApiClient(), useSessionValue('id') ?? undefined));
