import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { businessProfile, type ProfileFields } from '@/api/contracts/whatsapp-accounts';
import { useApiClient } from '@/api/react';
import { accountKeys, profile, useEsme } from './account-endpoint';

/** POST profile/edit: a number's profile fields, answered with the saved profile. */
export const saveProfile = (client: ApiClient, esmeaddr: number, senderId: string, fields: ProfileFields) =>
  client.call(profile('edit'), { method: 'post', json: { esmeaddr, senderId, ...fields }, schema: businessProfile });

/** The saved profile replaces the cached one, so the form shows what the server kept. */
export function useSaveProfile(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileFields) => saveProfile(client, esmeaddr, senderId, fields),
    onSuccess: (saved) => queries.setQueryData(accountKeys.profile(senderId), saved),
  });
}
