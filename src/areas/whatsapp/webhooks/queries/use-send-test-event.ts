import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sendTestEventResponse } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at } from './webhook-endpoint';

/** POST sendTestEvent: the server delivers a sample event of the rule's first category now and answers the delivery with its attempt. */
export const sendTestEvent = (client: ApiClient, account: CallerAccount, ruleId: string) =>
  client.call(at('sendTestEvent'), { method: 'post', json: { ...account, ruleId }, schema: sendTestEventResponse });

export function useSendTestEvent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({ mutationFn: (ruleId: string) => sendTestEvent(client, account, ruleId), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wa-webhooks', 'deliveries'] }) });
}
