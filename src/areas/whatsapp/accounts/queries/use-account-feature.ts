import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { featureResponse } from '@/api/contracts/account-features';
import { useApiClient } from '@/api/react';
import { accountKeys, useEsme } from './account-endpoint';

/** Spec §7 "Other"'s `GET /api/v1.0/feature/{featureName}`: whether one of the account's custom features is on. */
export const fetchAccountFeature = async (client: ApiClient, esmeaddr: number, featureName: string) =>
  (await client.call({ service: 'base', path: `v1.0/feature/${encodeURIComponent(featureName)}` }, { searchParams: { esmeaddr }, schema: featureResponse })).enabled;

export const accountFeatureQuery = (client: ApiClient, esmeaddr: number, featureName: string) =>
  queryOptions({ queryKey: accountKeys.feature(featureName), queryFn: () => fetchAccountFeature(client, esmeaddr, featureName) });

export const useAccountFeature = (featureName: string) => useQuery(accountFeatureQuery(useApiClient(), useEsme(), featureName));
