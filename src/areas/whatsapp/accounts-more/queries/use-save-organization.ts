import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { organizationResponse, type OrganizationDetails } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys, useEsme } from './more-endpoint';

/** POST organizations/:esme: the registration form, answered with what the server kept. */
export const saveOrganization = (client: ApiClient, esme: number, details: OrganizationDetails) =>
  client.call(campaign(`/signup/api/v1.0/organizations/${esme}`), { method: 'post', json: { esmeaddr: esme, ...details }, schema: organizationResponse });

export function useSaveOrganization() {
  const client = useApiClient();
  const esme = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (details: OrganizationDetails) => saveOrganization(client, esme, details),
    onSuccess: (saved) => queries.setQueryData(moreKeys.organization, saved),
  });
}
