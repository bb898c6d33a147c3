import type { ApiClient } from '@/api/client';
import { checkExistTemplateResponse } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useAccount } from '../../shared/use-account';
import { at } from './template-endpoint';

/** GET checkExistTemplate: whether the WABA has a template of this name and language already. */
export const checkExist = (client: ApiClient, esmeaddr: number, wabaId: string, name: string, language: string) =>
  client.call(at('checkExistTemplate'), { searchParams: { wabaId, esmeaddr, template_name: name, language }, schema: checkExistTemplateResponse });

/** Asked once, on save: the form calls it, no cache is kept. */
export function useCheckExist() {
  const client = useApiClient();
  const { esmeaddr } = useAccount();
  return (wabaId: string, name: string, language: string) => checkExist(client, esmeaddr, wabaId, name, language);
}
