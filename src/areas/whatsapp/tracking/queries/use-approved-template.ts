import { useQuery } from '@tanstack/react-query';
import { approvedTemplatesResponse } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';

/** The campaign's template as the form offered it, for the checker's preview; undefined once no longer APPROVED. */
export function useApprovedTemplate(senderId: string | undefined, sno: number | null | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['whatsapp-approved-templates', senderId],
    queryFn: () => client.call({ service: 'campaign', path: '/whatsapp/templates/approved' }, { schema: approvedTemplatesResponse, searchParams: { senderId } }),
    enabled: senderId !== undefined && sno !== null && sno !== undefined,
    select: (answer) => answer.templates.find((template) => template.sno === sno),
  });
}
