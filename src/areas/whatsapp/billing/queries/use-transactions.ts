import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { transactionsResponse, type TransactionsQuery } from '@/api/contracts/transactions';
import { useApiClient } from '@/api/react';
import { campaignEndpoint } from '../../shared/queries/campaign-endpoint';

/** GET whatsapp/transactions: the charges of a sender (or all) over UTC days. */
export const fetchTransactions = (client: ApiClient, query: TransactionsQuery) =>
  client.call(campaignEndpoint`transactions`, { searchParams: { from: query.from, to: query.to, senderId: query.senderId }, schema: transactionsResponse });

/** The charges shown stay while another range loads. */
export const transactionsQuery = (client: ApiClient, query: TransactionsQuery) =>
  queryOptions({ queryKey: ['wa-billing', 'transactions', query] as const, queryFn: () => fetchTransactions(client, query), placeholderData: keepPreviousData });

export const useTransactions = (query: TransactionsQuery) => useQuery(transactionsQuery(useApiClient(), query));
