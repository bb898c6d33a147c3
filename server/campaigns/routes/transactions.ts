import { transactionsQuery, transactionsResponse } from '@/api/contracts/transactions';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { transactionSummary } from '../../billing/transactions-repo';
import { WHATSAPP_CAMPAIGN_BASE } from './campaign-paths';
import { routeFamily } from '../../platform/access/route-families';

/** transaction-history (#14): what the account was charged, from the provider's billable statuses. */
export const transactionRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.whatsappCampaigns('report'),
    method: 'get',
    path: `${WHATSAPP_CAMPAIGN_BASE}/transactions`,
    summary: 'Charges between two UTC days (inclusive) by category, by day and by country, with totals; optionally of one sender number.',
    query: transactionsQuery,
    response: transactionsResponse,
    errors: [400, 401, 403],
    handle: ({ ctx, caller, query }) => transactionSummary(ctx.db, caller.esme, query),
  }),
];
