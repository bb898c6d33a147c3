import type { ApiClient } from '@/api/client';
import { rcsTemplateExistsResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { template } from './rcs-template-endpoint';

/** GET checkExistsTemplate: whether the agent has a template of this name and language already. */
export const checkRcsTemplateExists = (client: ApiClient, esmeaddr: number, senderId: string, templateName: string, language: string) =>
  client.call(template('checkExistsTemplate'), { searchParams: { esmeaddr, templateName, language, senderId }, schema: rcsTemplateExistsResponse });

/** Asked once, on save: the form calls it, no cache is kept. */
export function useCheckRcsTemplateExists() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return (senderId: string, templateName: string, language: string) => checkRcsTemplateExists(client, esmeaddr, senderId, templateName, language);
}
