import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { webhookRuleWithSecret } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, webhookKeys } from './webhook-endpoint';

/** POST rotateSecret: answers the rule with its new secret, once; the old one signs beside it for the grace period. */
export const rotateSecret = (client: ApiClient, account: CallerAccount, ruleId: string) =>
  client.call(at('rotateSecret'), { method: 'post', json: { ...account, ruleId }, schema: webhookRuleWithSecret });

export function useRotateSecret() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({ mutationFn: (ruleId: string) => rotateSecret(client, account, ruleId), onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
