import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { deleteTemplateResponse } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, templateKeys } from './template-endpoint';

interface DeleteTemplate {
  wabaId: string;
  name: string;
}

/** DELETE delete: a WABA's template, named by its name. */
export const deleteTemplate = (client: ApiClient, { esmeaddr, sessionId }: CallerAccount, { wabaId, name }: DeleteTemplate) =>
  client.call(at('delete'), { method: 'delete', searchParams: { esmeaddr, wabaId, templateName: name, sessionId }, schema: deleteTemplateResponse });

export function useDeleteTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({ mutationFn: (target: DeleteTemplate) => deleteTemplate(client, account, target), onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }) });
}
