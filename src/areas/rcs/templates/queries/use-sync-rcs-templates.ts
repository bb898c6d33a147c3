import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsTemplateSyncResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { rcsTemplateKeys, template } from './rcs-template-endpoint';

interface SyncRcsTemplates {
  botId: string;
  senderId: string;
}

/** POST syncup (spec §7): a bot's message nodes become templates of the agent. */
export const syncRcsTemplates = (client: ApiClient, esmeAddr: number, input: SyncRcsTemplates) =>
  client.call(template('syncup'), { method: 'post', json: { ...input, esmeAddr }, schema: rcsTemplateSyncResponse });

/** The lists are refetched after. */
export function useSyncRcsTemplates() {
  const client = useApiClient();
  const esmeAddr = useEsmeaddr();
  const queries = useQueryClient();
  return useMutation({ mutationFn: (input: SyncRcsTemplates) => syncRcsTemplates(client, esmeAddr, input), onSuccess: () => queries.invalidateQueries({ queryKey: rcsTemplateKeys.all }) });
}
