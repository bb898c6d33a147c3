import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { supportRequest, type SupportRequestBody } from '@/api/contracts/support-requests';
import { useApiClient } from '@/api/react';
import { SUPPORT_REQUESTS, supportKeys } from './support-requests-endpoint';

/** POST whatsapp/support-requests: one new request. */
export const sendSupportRequest = (client: ApiClient, body: SupportRequestBody) => client.call(SUPPORT_REQUESTS, { method: 'post', json: body, schema: supportRequest });

/** The list shows the new request once it is sent. */
export function useSendSupportRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: SupportRequestBody) => sendSupportRequest(client, body), onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.list }) });
}
