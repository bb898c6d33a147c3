import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { storedRcsTemplate, type RcsTemplateSaveRequest } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { rcsTemplateKeys, template } from './rcs-template-endpoint';

type SaveRcsTemplate = Omit<RcsTemplateSaveRequest, 'esmeaddr'> & { templateId?: number };

/** POST save (new) or PUT update (with `templateId`). */
export const saveRcsTemplate = (client: ApiClient, esmeaddr: number, input: SaveRcsTemplate) =>
  input.templateId === undefined
    ? client.call(template('save'), { method: 'post', json: { ...input, esmeaddr }, schema: storedRcsTemplate })
    : client.call(template('update'), { method: 'put', json: { ...input, esmeaddr }, schema: storedRcsTemplate });

/** The lists are refetched after either. */
export function useSaveRcsTemplate() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const queries = useQueryClient();
  return useMutation({ mutationFn: (input: SaveRcsTemplate) => saveRcsTemplate(client, esmeaddr, input), onSuccess: () => queries.invalidateQueries({ queryKey: rcsTemplateKeys.all }) });
}
