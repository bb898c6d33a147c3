import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { webhookRule, webhookRuleWithSecret, type WebhookRule, type WebhookRuleFieldsInput, type WebhookRuleWithSecret } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, webhookKeys } from './webhook-endpoint';

interface SaveRule {
  ruleId: string | null;
  fields: WebhookRuleFieldsInput;
}

/** POST create sends the rule as JSON in the `request` query parameter (spec §7) and answers its secret, once; POST edit sends it in the body. */
export function saveRule(client: ApiClient, account: CallerAccount, { ruleId, fields }: SaveRule): Promise<WebhookRule | WebhookRuleWithSecret> {
  const rule = { ...fields, ...account };
  return ruleId
    ? client.call(at('edit'), { method: 'post', json: { ruleId, rule }, schema: webhookRule })
    : client.call(at('create'), { method: 'post', searchParams: { request: JSON.stringify(rule) }, schema: webhookRuleWithSecret });
}

export function useSaveRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({ mutationFn: (save: SaveRule) => saveRule(client, account, save), onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
