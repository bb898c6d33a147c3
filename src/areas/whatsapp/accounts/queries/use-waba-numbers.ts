import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { SenderNumberDetails } from '@/api/contracts/whatsapp-accounts';
import { numbersByWabaResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { accountKeys, signup } from './account-endpoint';

/** GET phone_numbers/getbyWaba/:id: one WABA's numbers, as Cloud List shows each WABA (spec §7). */
export const fetchWabaNumbers = async (client: ApiClient, wabaId: string) =>
  (await client.call(signup(`phone_numbers/getbyWaba/${encodeURIComponent(wabaId)}`), { schema: numbersByWabaResponse })).numbers;

/** The account's list (`shown`) fills the table until the answer comes; looked at again every 30 s. */
export const wabaNumbersQuery = (client: ApiClient, wabaId: string, shown: SenderNumberDetails[]) =>
  queryOptions({ queryKey: accountKeys.wabaNumbers(wabaId), queryFn: () => fetchWabaNumbers(client, wabaId), placeholderData: shown, refetchInterval: 30_000 });

export const useWabaNumbers = (wabaId: string, shown: SenderNumberDetails[]) => useQuery(wabaNumbersQuery(useApiClient(), wabaId, shown));
