import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { recipientsPage, type RecipientStatus } from '@/api/contracts/campaigns';
import { useApiClient } from '@/api/react';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** Recipient rows per page. */
export const ROWS_PAGE_SIZE = 25;

/** GET whatsapp/campaigns/:id/recipients: the rows after `after` (keyset paging), of one status or all. */
export const fetchRecipients = (client: ApiClient, id: string, status: RecipientStatus | undefined, after: number) =>
  client.call(campaignEndpoint`campaigns/${id}/recipients`, { searchParams: { status, after, limit: ROWS_PAGE_SIZE }, schema: recipientsPage });

/** The rows shown stay while the next page loads. */
export const recipientsQuery = (client: ApiClient, id: string, status: RecipientStatus | undefined, after: number) =>
  queryOptions({ queryKey: ['wa-report', 'recipients', id, status ?? 'ALL', after] as const, queryFn: () => fetchRecipients(client, id, status, after), placeholderData: keepPreviousData });

export const useRecipients = (id: string, status: RecipientStatus | undefined, after: number) => useQuery(recipientsQuery(useApiClient(), id, status, after));
