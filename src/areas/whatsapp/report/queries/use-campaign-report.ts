import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { campaignReport } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** GET whatsapp/campaigns/:id/report: the campaign's funnel and failure reasons. */
export const fetchCampaignReport = (client: ApiClient, id: string) => client.call(campaignEndpoint`campaigns/${id}/report`, { schema: campaignReport });

export const campaignReportQuery = (client: ApiClient, id: string) => queryOptions({ queryKey: ['wa-report', 'report', id] as const, queryFn: () => fetchCampaignReport(client, id) });

export const useCampaignReport = (id: string) => useQuery(campaignReportQuery(useApiClient(), id));
