import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxMailboxResponse } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** SANDBOX ONLY, GET whatsapp/sandbox/mailbox: the mails the sandbox's notifications would have sent. */
export const fetchSandboxMailbox = async (client: ApiClient) => (await client.call(campaign('/whatsapp/sandbox/mailbox'), { schema: sandboxMailboxResponse })).mails;

/** Mails arrive with deliveries: looked at every 3 s like the log. */
export const sandboxMailboxQuery = (client: ApiClient) => queryOptions({ queryKey: moreKeys.mailbox, queryFn: () => fetchSandboxMailbox(client), refetchInterval: 3_000 });

export const useSandboxMailbox = () => useQuery(sandboxMailboxQuery(useApiClient()));
