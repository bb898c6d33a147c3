import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { automationView, type CreateAutomationRequest } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

/** POST whatsapp/automations: a new, unpublished automation. */
export const createAutomation = (client: ApiClient, input: CreateAutomationRequest) => client.call(at('automations'), { method: 'post', json: input, schema: automationView });

export function useCreateAutomation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: CreateAutomationRequest) => createAutomation(client, input), onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.list }) });
}
