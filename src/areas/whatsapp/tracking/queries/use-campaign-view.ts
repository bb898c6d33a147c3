import { useQuery } from '@tanstack/react-query';
import { campaignView } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { trackingEndpoints } from './tracking-endpoints';

/** One campaign with its history and the caller's actions, for the checker's detail view. */
export function useCampaignView(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['whatsapp-campaign', id],
    queryFn: () => client.call(trackingEndpoints.campaign(id ?? ''), { schema: campaignView }),
    enabled: id !== null,
  });
}
