import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { urlRulesResponse } from '@/api/contracts/webhook-rules';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, webhookKeys } from './webhook-endpoint';

/** POST getUrlRules: a number's rules. */
export const fetchUrlRules = async (client: ApiClient, account: CallerAccount, wabaNumber: string) =>
  (await client.call(at('getUrlRules'), { method: 'post', json: { ...account, wabaNumber, type: 'whatsapp' }, schema: urlRulesResponse })).rules;

/** No number chosen, no call. */
export const urlRulesQuery = (client: ApiClient, account: CallerAccount, wabaNumber: string) =>
  queryOptions({ queryKey: webhookKeys.rules(wabaNumber), enabled: !!wabaNumber, queryFn: () => fetchUrlRules(client, account, wabaNumber) });

export const useUrlRules = (wabaNumber: string) => useQuery(urlRulesQuery(useApiClient(), useAccount(), wabaNumber));
