import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { automationView, deletedResponse } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

interface AutomationAction {
  id: string;
  action: 'publish' | 'unpublish' | 'delete';
}

/** POST whatsapp/automations/:id/publish or …/unpublish, or DELETE whatsapp/automations/:id. */
export async function runAutomationAction(client: ApiClient, { id, action }: AutomationAction): Promise<void> {
  if (action === 'delete') await client.call(at(`automations/${encodeURIComponent(id)}`), { method: 'delete', schema: deletedResponse });
  else await client.call(at(`automations/${encodeURIComponent(id)}/${action}`), { method: 'post', schema: automationView });
}

export function useAutomationAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (action: AutomationAction) => runAutomationAction(client, action), onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }) });
}
