import { transactionsQuery, transactionsResponse } from '@/api/contracts/transactions';
import type { AnyRoute } from '../../platform/http/route';
import { transactionSummary } from '../../billing/transactions-repo';
import { campaignRoute, WHATSAPP_CAMPAIGN_BASE } from './campaign-route';

/** transaction-history (#14): what the account was charged, from the provider's billable statuses. */
export const transactionRoutes: AnyRoute[] = [
  campaignRoute({
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/transactions`,
    summary: 'Charges between two UTC days (inclusive) by category, by day and by country, with totals; optionally of one sender number.',
    need: 'report',
    query: transactionsQuery,
    response: transactionsResponse,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => transactionSummary(ctx.db, caller.esme, query),
  }),
];
