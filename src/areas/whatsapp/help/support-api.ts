import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { supportRequest, supportRequestList, type SupportRequestBody } from '@/api/contracts/support-requests';
import { useApiClient } from '@/api/react';

const SUPPORT_REQUESTS: Endpoint = { service: 'campaign', path: '/whatsapp/support-requests' };
const supportKeys = { list: ['help-center', 'support-requests'] as const };

export function useSupportRequests() {
  const client = useApiClient();
  return useQuery({ queryKey: supportKeys.list, queryFn: async () => (await client.call(SUPPORT_REQUESTS, { schema: supportRequestList })).rows });
}

export function useSendSupportRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportRequestBody) => client.call(SUPPORT_REQUESTS, { method: 'post', json: body, schema: supportRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.list }),
  });
}
