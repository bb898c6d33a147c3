import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import {
  approvedTemplatesResponse,
  audienceChunkResponse,
  audienceCompleteResult,
  audienceCountsResponse,
  campaignListResponse,
  campaignView,
  sendersResponse,
  type CampaignDraftInput,
  type CampaignSchedule,
  type CampaignState,
  type CampaignView,
} from '@/api/contracts/campaigns';
import type { Endpoint } from '@/api/contracts/config';
import { useApiClient } from '@/api/react';

/**
 * A path under the configured campaign base's `whatsapp/` (docs/api.md "WhatsApp campaigns"); ids are
 * encoded so a stray character cannot reach another route.
 * @example campaignEndpoint`campaigns/${id}/submit` // { service: 'campaign', path: '/whatsapp/campaigns/…/submit' }
 */
export function campaignEndpoint(strings: TemplateStringsArray, ...ids: (string | number)[]): Endpoint {
  const path = strings.reduce((joined, part, index) => joined + part + (index < ids.length ? encodeURIComponent(String(ids[index])) : ''), '');
  return { service: 'campaign', path: `/whatsapp/${path}` };
}

/** Query keys of the send and scheduled pages, so a change invalidates exactly what it touches. */
export const sendKeys = {
  all: ['whatsapp-send'] as const,
  senders: ['whatsapp-send', 'senders'] as const,
  templates: (senderId: string) => ['whatsapp-send', 'templates', senderId] as const,
  audienceCounts: (days: number) => ['whatsapp-send', 'audience-counts', days] as const,
  campaign: (id: string) => ['whatsapp-send', 'campaign', id] as const,
  lists: ['whatsapp-send', 'list'] as const,
  list: (query: object) => ['whatsapp-send', 'list', query] as const,
};

export function useSenders() {
  const client = useApiClient();
  return useQuery({ queryKey: sendKeys.senders, queryFn: async () => (await client.call(campaignEndpoint`senders`, { schema: sendersResponse })).senders });
}

export function useApprovedTemplates(senderId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: sendKeys.templates(senderId),
    enabled: senderId !== '',
    queryFn: async () => (await client.call(campaignEndpoint`templates/approved`, { searchParams: { senderId }, schema: approvedTemplatesResponse })).templates,
  });
}

export function useAudienceCounts(days: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: sendKeys.audienceCounts(days),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => client.call(campaignEndpoint`audience-counts`, { searchParams: { days }, schema: audienceCountsResponse }),
  });
}

export function useCampaign(id: string | null) {
  const client = useApiClient();
  return useQuery({ queryKey: sendKeys.campaign(id ?? ''), enabled: id !== null, queryFn: () => client.call(campaignEndpoint`campaigns/${id ?? ''}`, { schema: campaignView }) });
}

export interface CampaignListQuery {
  state: CampaignState;
  search: string;
  page: number;
  pageSize: number;
}

export function useCampaignList(query: CampaignListQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: sendKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: () =>
      client.call(campaignEndpoint`campaigns`, {
        searchParams: { state: query.state, search: query.search.trim() || undefined, page: query.page, pageSize: query.pageSize },
        schema: campaignListResponse,
      }),
  });
}

/** POST campaigns (new) or PUT campaigns/:id (a DRAFT, REJECTED or SCHEDULED one). */
export function saveCampaign(client: ApiClient, id: string | null, draft: CampaignDraftInput): Promise<CampaignView> {
  return id === null
    ? client.call(campaignEndpoint`campaigns`, { method: 'post', json: draft, schema: campaignView })
    : client.call(campaignEndpoint`campaigns/${id}`, { method: 'put', json: draft, schema: campaignView });
}

/** One chunk of an import, its rows' JSON already written in a worker (`chunkBodiesInWorker`): the page only joins it to the ids. */
export const postAudienceChunkText = (client: ApiClient, id: string, importId: string, chunkIndex: number, rowsJson: string) =>
  client.call(campaignEndpoint`campaigns/${id}/audience/chunks`, { method: 'post', jsonText: `{"importId":${JSON.stringify(importId)},"chunkIndex":${chunkIndex},"rows":${rowsJson}}`, schema: audienceChunkResponse });

export const completeAudience = (client: ApiClient, id: string, body: { importId: string; chunkCount: number }) =>
  client.call(campaignEndpoint`campaigns/${id}/audience/complete`, { method: 'post', json: body, schema: audienceCompleteResult });

/** Submit keeps the schedule saved with the draft. */
export const submitCampaign = (client: ApiClient, id: string) => client.call(campaignEndpoint`campaigns/${id}/submit`, { method: 'post', json: { schedule: null }, schema: campaignView });

type CampaignChange = { id: string; action: 'cancel' } | { id: string; action: 'schedule'; schedule: CampaignSchedule };

/** Reschedule or cancel from the scheduled list; the lists refresh after either. */
export function useChangeCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CampaignChange) =>
      change.action === 'cancel'
        ? client.call(campaignEndpoint`campaigns/${change.id}/cancel`, { method: 'post', json: {}, schema: campaignView })
        : client.call(campaignEndpoint`campaigns/${change.id}/schedule`, { method: 'post', json: { schedule: change.schedule }, schema: campaignView }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendKeys.all }),
  });
}
