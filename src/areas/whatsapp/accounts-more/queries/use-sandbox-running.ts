import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxStatusResponse } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** GET whatsapp/sandbox: whether the server runs the WhatsApp sandbox provider. */
export const fetchSandboxRunning = async (client: ApiClient) => (await client.call(campaign('/whatsapp/sandbox'), { schema: sandboxStatusResponse })).sandbox;

/** Not retried: a status that cannot be read means no sandbox panels. */
export const sandboxRunningQuery = (client: ApiClient) => queryOptions({ queryKey: moreKeys.sandbox, queryFn: () => fetchSandboxRunning(client), retry: false });

export const useSandboxRunning = () => useQuery(sandboxRunningQuery(useApiClient()));
