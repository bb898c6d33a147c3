import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxPhoneResponse } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

/** GET whatsapp/sandbox/phone: what the simulated phone received from a number. */
export const fetchSandboxPhone = async (client: ApiClient, senderId: string, phone: string) =>
  (await client.call(at('sandbox/phone'), { searchParams: { senderId, phone }, schema: sandboxPhoneResponse })).messages;

/** The answer is a job's work, so it looks again every 2 s. */
export const sandboxPhoneQuery = (client: ApiClient, senderId: string, phone: string) =>
  queryOptions({ queryKey: automationKeys.phone(senderId, phone), enabled: senderId !== '' && phone !== '', queryFn: () => fetchSandboxPhone(client, senderId, phone), refetchInterval: 2_000 });

export const useSandboxPhone = (senderId: string, phone: string) => useQuery(sandboxPhoneQuery(useApiClient(), senderId, phone));
