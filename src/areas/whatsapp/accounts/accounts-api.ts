import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { featureResponse } from '@/api/contracts/account-features';
import type { Endpoint } from '@/api/contracts/config';
import {
  autoResponseResponse,
  businessProfile,
  containerStatusResponse,
  readReceiptsResponse,
  senderDetailsResponse,
  senderMappingResponse,
  type BusinessProfile,
  type ProfileFields,
  type SenderNumberDetails,
} from '@/api/contracts/whatsapp-accounts';
import { numbersByWabaResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 paths, relative to the configured campaign base. */
const signup = (path: string): Endpoint => ({ service: 'campaign', path: `/signup/api/v1.0/${path}` });
const profile = (path: string): Endpoint => ({ service: 'campaign', path: `/v1.0/profile/${path}` });

export const accountKeys = {
  feature: (name: string) => ['wa-accounts', 'feature', name] as const,
  details: ['wa-accounts', 'details'] as const,
  /** Under `details`, so what refreshes the lists refreshes each WABA's numbers too. */
  wabaNumbers: (wabaId: string) => ['wa-accounts', 'details', 'waba', wabaId] as const,
  senders: ['wa-accounts', 'senders'] as const,
  profile: (senderId: string) => ['wa-accounts', 'profile', senderId] as const,
  autoResponse: (senderId: string) => ['wa-accounts', 'auto-response', senderId] as const,
  container: (senderId: string) => ['wa-accounts', 'container', senderId] as const,
};

export const useEsme = () => useSessionValue('id') ?? 0;

/** The provider changes statuses, quality and tiers over time; the lists look again every 30 s. */
export function useSenderDetails() {
  const client = useApiClient();
  const esme = useEsme();
  return useQuery({
    queryKey: accountKeys.details,
    queryFn: async () => (await client.call(signup(`account_metrics/${esme}/getSenderDetails`), { schema: senderDetailsResponse })).wabas,
    refetchInterval: 30_000,
  });
}

/**
 * One WABA's numbers from spec §7's `phone_numbers/getbyWaba/{id}`, as Cloud List shows each WABA;
 * the account's list (`shown`) fills the table until the answer comes.
 */
export function useWabaNumbers(wabaId: string, shown: SenderNumberDetails[]) {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.wabaNumbers(wabaId),
    queryFn: async () => (await client.call(signup(`phone_numbers/getbyWaba/${encodeURIComponent(wabaId)}`), { schema: numbersByWabaResponse })).numbers,
    placeholderData: shown,
    refetchInterval: 30_000,
  });
}

/** Spec §7 "Other"'s `GET /api/v1.0/feature/{featureName}`: whether one of the account's custom features is on. */
export function useAccountFeature(featureName: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useQuery({
    queryKey: accountKeys.feature(featureName),
    queryFn: async () => (await client.call({ service: 'base', path: `v1.0/feature/${encodeURIComponent(featureName)}` }, { searchParams: { esmeaddr }, schema: featureResponse })).enabled,
  });
}

export function useSenderMapping() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useQuery({
    queryKey: accountKeys.senders,
    queryFn: async () => (await client.call(profile('getEsmeSenderMappingDetails'), { searchParams: { esmeaddr, channelId: 'WABA' }, schema: senderMappingResponse })).senders,
  });
}

export function useBusinessProfile(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const userName = useSessionValue('username') ?? '';
  return useQuery({
    queryKey: accountKeys.profile(senderId),
    enabled: !!senderId,
    queryFn: () => client.call(profile('getCloudProfile'), { searchParams: { esmeaddr, wabaNumber: senderId, userName }, schema: businessProfile }),
  });
}

export function useSaveProfile(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileFields) => client.call(profile('edit'), { method: 'post', json: { esmeaddr, senderId, ...fields }, schema: businessProfile }),
    onSuccess: (saved) => queries.setQueryData(accountKeys.profile(senderId), saved),
  });
}

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export function useUploadPhoto(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      client.call(profile('photoUpload'), { method: 'post', json: { esmeaddr, senderId, fileName: file.name, mimeType: file.type, data: await base64Of(file) }, schema: businessProfile }),
    onSuccess: (saved) => queries.setQueryData(accountKeys.profile(senderId), saved),
  });
}

/** The photo through the API client (it needs the session's headers), as an object URL. */
export function usePhotoUrl(photoUrl: string | null | undefined) {
  const client = useApiClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photoUrl) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    client
      .file({ service: 'campaign', path: photoUrl.replace(/^\/api\/campaign/, '') })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, photoUrl]);
  return url;
}

export function useAutoResponse(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useQuery({
    queryKey: accountKeys.autoResponse(senderId),
    enabled: !!senderId,
    queryFn: () => client.call(profile('getAutoResponse'), { method: 'post', json: { esmeaddr, senderId, channelId: 'WABA' }, schema: autoResponseResponse }),
  });
}

/** First setting with autoResponse, later changes with updateAutoResponse (spec §7). */
export function useSetAutoResponse(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ on, text, first }: { on: boolean; text: string; first: boolean }) =>
      client.call(profile(first ? 'autoResponse' : 'updateAutoResponse'), {
        method: 'post',
        searchParams: { esmeaddr, senderId, channelId: 'WABA', autoResponseFlag: String(on), text },
        schema: autoResponseResponse,
      }),
    onSuccess: (saved) => queries.setQueryData(accountKeys.autoResponse(senderId), saved),
  });
}

export function useSaveReadReceipts(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      client.call(profile('saveReadReceipts'), { searchParams: { esmeaddr, channelId: 'WABA', senderID: senderId, readRecipt: String(on) }, schema: readReceiptsResponse }),
    onSuccess: (saved) => queries.setQueryData<BusinessProfile>(accountKeys.profile(senderId), (old) => (old ? { ...old, readReceipts: saved.readReceipts } : old)),
  });
}

export function useContainerStatus(senderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.container(senderId),
    enabled: !!senderId,
    queryFn: () => client.call(profile('containerStatus'), { searchParams: { senderId }, schema: containerStatusResponse }),
  });
}
