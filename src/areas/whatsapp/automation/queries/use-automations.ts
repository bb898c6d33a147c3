import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { automationListResponse } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

/** GET whatsapp/automations: the account's automations. */
export const fetchAutomations = async (client: ApiClient) => (await client.call(at('automations'), { schema: automationListResponse })).automations;

export const automationsQuery = (client: ApiClient) => queryOptions({ queryKey: automationKeys.list, queryFn: () => fetchAutomations(client) });

export const useAutomations = () => useQuery(automationsQuery(useApiClient()));
