import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { organizationResponse } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys, useEsme } from './more-endpoint';

/** GET organizations/:esme: the account's registration form. */
export const fetchOrganization = (client: ApiClient, esme: number) => client.call(campaign(`/signup/api/v1.0/organizations/${esme}`), { schema: organizationResponse });

export const organizationQuery = (client: ApiClient, esme: number) => queryOptions({ queryKey: moreKeys.organization, queryFn: () => fetchOrganization(client, esme) });

export const useOrganization = () => useQuery(organizationQuery(useApiClient(), useEsme()));
