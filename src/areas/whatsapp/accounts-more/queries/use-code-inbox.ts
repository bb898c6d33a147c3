import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxCodeInboxResponse } from '@/api/contracts/whatsapp-accounts-more';
import { ApiError } from '@/api/errors';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** SANDBOX ONLY, GET whatsapp/sandbox/code-inbox: null when the server talks to Meta (404), so the page shows no inbox. */
export async function fetchCodeInbox(client: ApiClient) {
  try {
    return (await client.call(campaign('/whatsapp/sandbox/code-inbox'), { schema: sandboxCodeInboxResponse })).codes;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The codes arrive when a migration step asks for one: looked at every 3 s. */
export const codeInboxQuery = (client: ApiClient) => queryOptions({ queryKey: moreKeys.codeInbox, queryFn: () => fetchCodeInbox(client), refetchInterval: 3_000 });

export const useCodeInbox = () => useQuery(codeInboxQuery(useApiClient()));
