import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deleteWebhookRuleResponse, type WebhookRule } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, webhookKeys } from './webhook-endpoint';

/** DELETE delete: the rule, named with its number and categories (spec §7). */
export const deleteRule = (client: ApiClient, { esmeaddr, sessionId }: CallerAccount, rule: WebhookRule) =>
  client.call(at('delete'), {
    method: 'delete',
    searchParams: { esmeaddr, wabaNumber: rule.wabaNumber, ruleId: rule.ruleId, eventCategory: rule.eventCategory.join(','), sessionId },
    schema: deleteWebhookRuleResponse,
  });

export function useDeleteRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({ mutationFn: (rule: WebhookRule) => deleteRule(client, account, rule), onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
