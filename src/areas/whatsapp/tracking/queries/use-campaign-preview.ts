import { useQuery } from '@tanstack/react-query';
import { campaignPreview } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { trackingEndpoints } from './tracking-endpoints';

/** What the campaign will send, as the checker decides on it: first recipients' values, audience, pace, cost. */
export function useCampaignPreview(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['whatsapp-campaign-preview', id],
    queryFn: () => client.call(trackingEndpoints.action(id, 'preview'), { schema: campaignPreview }),
  });
}
