import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxStatusResponse } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

/** GET whatsapp/sandbox: whether the provider sandbox answers here, and its numbers. */
export const fetchSandboxStatus = (client: ApiClient) => client.call(at('sandbox'), { schema: sandboxStatusResponse });

export const sandboxStatusQuery = (client: ApiClient) => queryOptions({ queryKey: automationKeys.sandbox, queryFn: () => fetchSandboxStatus(client), staleTime: 60_000 });

export const useSandboxStatus = () => useQuery(sandboxStatusQuery(useApiClient()));
