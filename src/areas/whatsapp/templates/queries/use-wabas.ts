import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { Endpoint } from '@/api/contracts/config';
import { wabaListResponse } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { templateKeys } from './template-endpoint';

/** spec §7 "waba list", beside the other WABA calls under the sign-up base (docs/decisions.md "WABA calls of spec §7"). */
const WABA_LIST: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/list' };

/** GET waba/list: the account's WABAs, whose templates the pages show. */
export const fetchWabas = async (client: ApiClient) => (await client.call(WABA_LIST, { schema: wabaListResponse })).wabas;

export const wabasQuery = (client: ApiClient) => queryOptions({ queryKey: templateKeys.wabas, queryFn: () => fetchWabas(client) });

export const useWabas = () => useQuery(wabasQuery(useApiClient()));
