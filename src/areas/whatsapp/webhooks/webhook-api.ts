import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import {
  deleteWebhookRuleResponse,
  deliveriesResponse,
  resendDeliveryResponse,
  sendTestEventResponse,
  urlRulesResponse,
  wabaNumbersResponse,
  webhookRule,
  webhookRuleWithSecret,
  type WebhookRule,
  type WebhookRuleFieldsInput,
  type WebhookRuleWithSecret,
} from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 "Webhooks" paths, relative to the configured campaign base (`/api/campaign`). */
const at = (path: string): Endpoint => ({ service: 'campaign', path: `/v1.0/webhook/${path}` });

export const webhookKeys = {
  all: ['wa-webhooks'] as const,
  numbers: ['wa-webhooks', 'numbers'] as const,
  rules: (wabaNumber: string) => ['wa-webhooks', 'rules', wabaNumber] as const,
  deliveries: (ruleId: string) => ['wa-webhooks', 'deliveries', ruleId] as const,
};

function useAccount() {
  const esmeaddr = useSessionValue('id') ?? 0;
  const sessionId = useSessionValue('session') ?? '';
  return { esmeaddr, sessionId };
}

export function useWabaNumbers() {
  const client = useApiClient();
  const { esmeaddr, sessionId } = useAccount();
  return useQuery({
    queryKey: webhookKeys.numbers,
    queryFn: async () => (await client.call(at('getWabaNumbers'), { method: 'post', json: { esmeaddr, sessionId }, schema: wabaNumbersResponse })).numbers,
  });
}

export function useUrlRules(wabaNumber: string) {
  const client = useApiClient();
  const { esmeaddr, sessionId } = useAccount();
  return useQuery({
    queryKey: webhookKeys.rules(wabaNumber),
    enabled: !!wabaNumber,
    queryFn: async () => (await client.call(at('getUrlRules'), { method: 'post', json: { esmeaddr, sessionId, wabaNumber, type: 'whatsapp' }, schema: urlRulesResponse })).rules,
  });
}

/** create sends the rule as JSON in the `request` query parameter (spec §7) and answers its secret, once; edit sends it in the body. */
export function useSaveRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr, sessionId } = useAccount();
  return useMutation({
    mutationFn: ({ ruleId, fields }: { ruleId: string | null; fields: WebhookRuleFieldsInput }): Promise<WebhookRule | WebhookRuleWithSecret> => {
      const rule = { ...fields, esmeaddr, sessionId };
      return ruleId
        ? client.call(at('edit'), { method: 'post', json: { ruleId, rule }, schema: webhookRule })
        : client.call(at('create'), { method: 'post', searchParams: { request: JSON.stringify(rule) }, schema: webhookRuleWithSecret });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST rotateSecret: answers the rule with its new secret, once; the old one signs beside it for the grace period. */
export function useRotateSecret() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr, sessionId } = useAccount();
  return useMutation({
    mutationFn: (ruleId: string) => client.call(at('rotateSecret'), { method: 'post', json: { esmeaddr, sessionId, ruleId }, schema: webhookRuleWithSecret }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr, sessionId } = useAccount();
  return useMutation({
    mutationFn: (rule: WebhookRule) =>
      client.call(at('delete'), {
        method: 'delete',
        searchParams: { esmeaddr, wabaNumber: rule.wabaNumber, ruleId: rule.ruleId, eventCategory: rule.eventCategory.join(','), sessionId },
        schema: deleteWebhookRuleResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** A rule's last deliveries; polled while the log is open, so retries show as they happen. */
export function useDeliveries(ruleId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: webhookKeys.deliveries(ruleId ?? ''),
    enabled: !!ruleId,
    queryFn: async () => (await client.call(at('deliveries'), { searchParams: { ruleId: ruleId ?? '', limit: 20 }, schema: deliveriesResponse })).deliveries,
    refetchInterval: 2000,
  });
}

export function useResend() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => client.call(at('resend'), { method: 'post', json: { deliveryId }, schema: resendDeliveryResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wa-webhooks', 'deliveries'] }),
  });
}

/** POST sendTestEvent: the server delivers a sample event of the rule's first category now and answers the delivery with its attempt. */
export function useSendTestEvent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr, sessionId } = useAccount();
  return useMutation({
    mutationFn: (ruleId: string) => client.call(at('sendTestEvent'), { method: 'post', json: { esmeaddr, sessionId, ruleId }, schema: sendTestEventResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wa-webhooks', 'deliveries'] }),
  });
}
