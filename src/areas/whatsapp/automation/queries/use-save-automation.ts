import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { automationView, type AutomationInput } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

interface SaveAutomation {
  id: string;
  input: AutomationInput;
  publish: boolean;
}

/** PUT whatsapp/automations/:id (name, number, document); with `publish`, then POST …/publish for what was saved. */
export async function saveAutomation(client: ApiClient, { id, input, publish }: SaveAutomation) {
  const path = `automations/${encodeURIComponent(id)}`;
  const saved = await client.call(at(path), { method: 'put', json: input, schema: automationView });
  return publish ? client.call(at(`${path}/publish`), { method: 'post', schema: automationView }) : saved;
}

export function useSaveAutomation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (save: SaveAutomation) => saveAutomation(client, save), onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.list }) });
}
