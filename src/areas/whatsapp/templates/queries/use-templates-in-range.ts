import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { templatesInRangeResponse } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, templateKeys } from './template-endpoint';

/**
 * GET getAllTemplatesInRange: Meta's templates of the WABA brought in first (those made in WhatsApp
 * Manager too), then the ones last changed between the two instants, with how many the pull added and updated.
 */
export const fetchTemplatesInRange = async (client: ApiClient, { esmeaddr }: CallerAccount, wabaId: string, from: string, to: string) =>
  client.call(at('getAllTemplatesInRange'), { searchParams: { esmeaddr, wabaId, from, to }, schema: templatesInRangeResponse });

export const templatesInRangeQuery = (client: ApiClient, account: CallerAccount, wabaId: string, range: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: templateKeys.changed(wabaId, range?.from ?? '', range?.to ?? ''),
    enabled: Boolean(wabaId && range),
    queryFn: () => fetchTemplatesInRange(client, account, wabaId, range?.from ?? '', range?.to ?? ''),
  });

export const useTemplatesInRange = (wabaId: string, range: { from: string; to: string } | null) => useQuery(templatesInRangeQuery(useApiClient(), useAccount(), wabaId, range));
