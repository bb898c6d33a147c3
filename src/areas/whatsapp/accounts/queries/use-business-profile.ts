import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { businessProfile } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';
import { accountKeys, profile, useEsme } from './account-endpoint';

type ProfileOf = { esmeaddr: number; senderId: string; userName: string };

/** GET profile/getCloudProfile: one number's business profile. */
export const fetchBusinessProfile = (client: ApiClient, { esmeaddr, senderId, userName }: ProfileOf) =>
  client.call(profile('getCloudProfile'), { searchParams: { esmeaddr, wabaNumber: senderId, userName }, schema: businessProfile });

/** No number chosen, no call. */
export const businessProfileQuery = (client: ApiClient, of: ProfileOf) =>
  queryOptions({ queryKey: accountKeys.profile(of.senderId), enabled: !!of.senderId, queryFn: () => fetchBusinessProfile(client, of) });

export function useBusinessProfile(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const userName = useSessionValue('username') ?? '';
  return useQuery(businessProfileQuery(client, { esmeaddr, senderId, userName }));
}
