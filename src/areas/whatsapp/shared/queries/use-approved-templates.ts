import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { approvedTemplatesResponse } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint, sendKeys } from './campaign-endpoint';

/** GET whatsapp/templates/approved: a sender's templates a campaign may use. */
export const fetchApprovedTemplates = async (client: ApiClient, senderId: string) =>
  (await client.call(campaignEndpoint`templates/approved`, { searchParams: { senderId }, schema: approvedTemplatesResponse })).templates;

/** Waits for a sender: no sender, no templates to ask for. */
export const approvedTemplatesQuery = (client: ApiClient, senderId: string) =>
  queryOptions({ queryKey: sendKeys.templates(senderId), enabled: senderId !== '', queryFn: () => fetchApprovedTemplates(client, senderId) });

export const useApprovedTemplates = (senderId: string) => useQuery(approvedTemplatesQuery(useApiClient(), senderId));
