import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsTemplateDeleteResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { rcsTemplateKeys, template } from './rcs-template-endpoint';

interface DeleteRcsTemplate {
  senderId: string;
  templateId: number;
}

/** POST delete: one of an agent's templates. */
export const deleteRcsTemplate = (client: ApiClient, esmeaddr: number, input: DeleteRcsTemplate) =>
  client.call(template('delete'), { method: 'post', json: { ...input, esmeaddr }, schema: rcsTemplateDeleteResponse });

export function useDeleteRcsTemplate() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const queries = useQueryClient();
  return useMutation({ mutationFn: (input: DeleteRcsTemplate) => deleteRcsTemplate(client, esmeaddr, input), onSuccess: () => queries.invalidateQueries({ queryKey: rcsTemplateKeys.all }) });
}
