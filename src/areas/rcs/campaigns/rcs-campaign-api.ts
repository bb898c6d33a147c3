import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { Endpoint } from '@/api/contracts/config';
import {
  activeUsersCount,
  deleteCampaignResponse,
  exclusionGroupsResponse,
  exclusionGroupSummary,
  fileUploadResponse,
  rcsCampaign,
  rcsCampaignList,
  type SaveExclusionGroupInput,
} from '@/api/contracts/rcs-campaigns';
import { RCS_BULK_PATHS } from '@/api/contracts/rcs-bulk';
import { rcsTemplateListResponse } from '@/api/contracts/rcs-template-api';
import { senderIdsResponse, smsSenderIdsResponse } from '@/api/contracts/rcs-senders';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session';

/** A spec §7 path under the configured campaign base (`rcs/saveCampaign`, `fileUpload`…). */
export const rcsEndpoint = (path: string): Endpoint => ({ service: 'campaign', path: `/${path}` });

/** The spec's `esmeaddr`, from the signed-in session. */
export const useEsmeaddr = () => useSessionValue('id') ?? 0;

export const rcsKeys = {
  all: ['rcs-campaigns'] as const,
  senders: ['rcs-campaigns', 'senders'] as const,
  smsSenders: ['rcs-campaigns', 'sms-senders'] as const,
  templates: (senderId: string) => ['rcs-campaigns', 'templates', senderId] as const,
  groups: ['rcs-campaigns', 'groups'] as const,
  list: (kind: string, page: number, search: string) => ['rcs-campaigns', 'list', kind, page, search] as const,
  single: (id: string) => ['rcs-campaigns', 'single', id] as const,
  activeUsers: (botId: string, groupIds: readonly string[]) => ['rcs-campaigns', 'active-users', botId, [...groupIds].sort()] as const,
};

export function useRcsSenders() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({ queryKey: rcsKeys.senders, queryFn: async () => (await client.call(rcsEndpoint('getSenderIds'), { method: 'post', json: { esmeaddr }, schema: senderIdsResponse })).senderIds });
}

export function useSmsSenders() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({ queryKey: rcsKeys.smsSenders, queryFn: async () => (await client.call(rcsEndpoint('rcs/getSmsSenderIds'), { method: 'post', json: { esmeaddr }, schema: smsSenderIdsResponse })).smsSenderIds });
}

export function useRcsTemplates(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: rcsKeys.templates(senderId),
    enabled: senderId !== '',
    queryFn: async () => (await client.call(rcsEndpoint('api/rcstemplate/fetchTemplates'), { method: 'post', json: { esmeaddr, senderId }, schema: rcsTemplateListResponse })).templates,
  });
}

export function useExclusionGroups() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({ queryKey: rcsKeys.groups, queryFn: async () => (await client.call(rcsEndpoint('rcs/groups/getExclusionGroups'), { method: 'post', json: { esmeaddr }, schema: exclusionGroupsResponse })).groups });
}

export function useSaveExclusionGroup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveExclusionGroupInput) => client.call(rcsEndpoint('rcs/groups/saveExclusionGroup'), { method: 'post', json: input, schema: exclusionGroupSummary }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rcsKeys.groups }),
  });
}

/** Saved campaigns, those waiting for their time (`scheduled`), and those sent now or started (`sent`, the report lists). */
export type RcsListKind = 'saved' | 'scheduled' | 'sent';
/** The kinds a campaign can be opened or deleted as: a sent one is only reported on. */
export type RcsChangeKind = Exclude<RcsListKind, 'sent'>;
const LIST_PATH: Record<RcsListKind, string> = { saved: 'rcs/saveCampaignList', scheduled: 'rcs/scheduleCampaignList', sent: 'rcs/sentCampaignList' };
const SINGLE_PATH: Record<RcsChangeKind, string> = { saved: 'rcs/getSingleCampaign', scheduled: 'rcs/getSingleScheduleCampaign' };
const DELETE_PATH: Record<RcsChangeKind, string> = { saved: 'rcs/deleteSaveCampaign', scheduled: 'rcs/deleteScheduleCampaign' };

export function useRcsCampaignList(kind: RcsListKind, page: number, search: string) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: rcsKeys.list(kind, page, search),
    queryFn: () => client.call(rcsEndpoint(LIST_PATH[kind]), { method: 'post', json: { esmeaddr, page, pageSize: 10, ...(search ? { search } : {}) }, schema: rcsCampaignList }),
  });
}

export function useRcsCampaign(kind: RcsChangeKind, id: string | null) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: rcsKeys.single(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => client.call(rcsEndpoint(SINGLE_PATH[kind]), { method: 'post', json: { esmeaddr, campaignId: id }, schema: rcsCampaign }),
  });
}

export function useDeleteRcsCampaign(kind: RcsChangeKind) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => client.call(rcsEndpoint(DELETE_PATH[kind]), { method: 'post', json: { esmeaddr, campaignId }, schema: deleteCampaignResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rcsKeys.all }),
  });
}

/** How many active users of `botId` a campaign without a file would reach now, less the exclusion groups. */
export const countActiveUsers = (client: ApiClient, body: { esmeaddr: number; botId: string; exclusionGroupIds: readonly string[] }) =>
  client.call(rcsEndpoint('rcs/countActiveUsers'), { method: 'post', json: body, schema: activeUsersCount });

export function useActiveUsersCount(botId: string, exclusionGroupIds: readonly string[], enabled: boolean) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({ queryKey: rcsKeys.activeUsers(botId, exclusionGroupIds), enabled: enabled && botId !== '', queryFn: () => countActiveUsers(client, { esmeaddr, botId, exclusionGroupIds }) });
}

/**
 * Which save of spec §7 a form submission makes: the campaign base's four, or, from the Target Active
 * Users page (`bulk`) without a file, the broadcast base's bulk Save, Schedule and Send now, the last
 * without schedule fields (docs/decisions.md).
 */
export function saveCall(options: { file: boolean; schedule: boolean; now: boolean; bulk: boolean }): { endpoint: Endpoint; withSchedule: boolean } {
  const { file, schedule, now, bulk } = options;
  if (bulk && !file) {
    const call = !schedule ? 'save' : now ? 'send' : 'schedule';
    return { endpoint: { service: 'broadcast', path: RCS_BULK_PATHS[call] }, withSchedule: call === 'schedule' };
  }
  return { endpoint: rcsEndpoint(`rcs/${schedule ? 'saveScheduleCampaign' : 'saveCampaign'}${file ? '' : 'WithoutFile'}`), withSchedule: schedule };
}

export const saveRcsCampaign = (client: ApiClient, endpoint: Endpoint, body: unknown) => client.call(endpoint, { method: 'post', json: body, schema: rcsCampaign });

export const postFileChunk = (client: ApiClient, body: unknown) => client.call(rcsEndpoint('fileUpload'), { method: 'post', json: body, schema: fileUploadResponse });
