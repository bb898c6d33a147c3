import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  automationListResponse,
  automationRunsResponse,
  automationView,
  deletedResponse,
  sandboxInboundResponse,
  sandboxPhoneResponse,
  sandboxStatusResponse,
  type AutomationInput,
  type CreateAutomationRequest,
  type SandboxInboundRequest,
} from '@/api/contracts/automation';
import { botListResponse } from '@/api/contracts/chatbot';
import type { Endpoint } from '@/api/contracts/config';
import { useApiClient } from '@/api/react';

/** Paths under the configured campaign base (docs/api.md "Automation builder"). */
const at = (path: string): Endpoint => ({ service: 'campaign', path: `/whatsapp/${path}` });

export const automationKeys = {
  all: ['wa-automation'] as const,
  list: ['wa-automation', 'list'] as const,
  runs: ['wa-automation', 'runs'] as const,
  sandbox: ['wa-automation', 'sandbox'] as const,
  bots: ['wa-automation', 'bots'] as const,
  phone: (senderId: string, phone: string) => ['wa-automation', 'phone', senderId, phone] as const,
};

export function useAutomations() {
  const client = useApiClient();
  return useQuery({ queryKey: automationKeys.list, queryFn: async () => (await client.call(at('automations'), { schema: automationListResponse })).automations });
}

/** Runs happen when customers write, not when this page acts: the log looks again every 3 s. */
export function useAutomationRuns() {
  const client = useApiClient();
  return useQuery({
    queryKey: automationKeys.runs,
    queryFn: async () => (await client.call(at('automation-runs'), { searchParams: { limit: 50 }, schema: automationRunsResponse })).runs,
    refetchInterval: 3_000,
  });
}

export function useCreateAutomation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAutomationRequest) => client.call(at('automations'), { method: 'post', json: input, schema: automationView }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.list }),
  });
}

/** Saves the canvas (name, number, document); with `publish`, then publishes what was saved. */
export function useSaveAutomation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, publish }: { id: string; input: AutomationInput; publish: boolean }) => {
      const path = `automations/${encodeURIComponent(id)}`;
      const saved = await client.call(at(path), { method: 'put', json: input, schema: automationView });
      return publish ? client.call(at(`${path}/publish`), { method: 'post', schema: automationView }) : saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.list }),
  });
}

export function useAutomationAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'publish' | 'unpublish' | 'delete' }): Promise<void> => {
      if (action === 'delete') await client.call(at(`automations/${encodeURIComponent(id)}`), { method: 'delete', schema: deletedResponse });
      else await client.call(at(`automations/${encodeURIComponent(id)}/${action}`), { method: 'post', schema: automationView });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}

export function useSandboxStatus() {
  const client = useApiClient();
  return useQuery({ queryKey: automationKeys.sandbox, queryFn: () => client.call(at('sandbox'), { schema: sandboxStatusResponse }), staleTime: 60_000 });
}

export function useSandboxInbound() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SandboxInboundRequest) => client.call(at('sandbox/inbound'), { method: 'post', json: message, schema: sandboxInboundResponse }),
    onSuccess: (_answer, message) => queryClient.invalidateQueries({ queryKey: automationKeys.phone(message.senderId, message.from) }),
  });
}

/** What the simulated phone received; the answer is a job's work, so it looks again every 2 s. */
export function useSandboxPhone(senderId: string, phone: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: automationKeys.phone(senderId, phone),
    enabled: senderId !== '' && phone !== '',
    queryFn: async () => (await client.call(at('sandbox/phone'), { searchParams: { senderId, phone }, schema: sandboxPhoneResponse })).messages,
    refetchInterval: 2_000,
  });
}

/** The account's chatbots, for START_FLOW nodes; a user without the chatbot builder gets none and types an id. */
export function useAccountBots() {
  const client = useApiClient();
  return useQuery({ queryKey: automationKeys.bots, retry: false, queryFn: async () => (await client.call({ service: 'bot', path: 'bots' }, { schema: botListResponse })).bots });
}
