import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sendersResponse } from '@/api/contracts/campaigns';
import { transactionsResponse, type TransactionsQuery } from '@/api/contracts/transactions';
import { useApiClient } from '@/api/react';

export function useTransactions(query: TransactionsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['wa-billing', 'transactions', query] as const,
    queryFn: () => client.call({ service: 'campaign', path: '/whatsapp/transactions' }, { searchParams: { from: query.from, to: query.to, senderId: query.senderId }, schema: transactionsResponse }),
    placeholderData: keepPreviousData,
  });
}

export function useBillingSenders() {
  const client = useApiClient();
  return useQuery({ queryKey: ['wa-billing', 'senders'] as const, queryFn: async () => (await client.call({ service: 'campaign', path: '/whatsapp/senders' }, { schema: sendersResponse })).senders });
}

/** A UTC day `days` before today, as YYYY-MM-DD: charges are counted in UTC days, as Meta bills. */
export const utcDay = (daysAgo = 0, now = new Date()) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
