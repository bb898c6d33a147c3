import type { InsightsQuery, InsightsResponse } from '@/api/contracts/insights';
import type { Queryable } from '../platform/db/db';
import { forbidden, notFound } from '../platform/api-error';
import { botInsights } from './bot-insights';
import { costSums } from './cost-queries';
import { costsOf, engagementOf } from './engagement';
import { eventSums, insightsOptions, linkClicks, scopeParams } from './insights-queries';
import { campaignInAccount } from './tracked-links';
import { deliveryRate, readRate, share } from '@/api/rules/message-rates';

/** Who asks: the account they belong to and whether they may look at every account (role 0). */
export interface InsightsCaller {
  esme: number;
  isAdmin: boolean;
}


/** The account a query reads: the caller's own, or for an administrator the one asked for. */
function accountOf(caller: InsightsCaller, query: InsightsQuery): number {
  if (query.esme === undefined || query.esme === caller.esme) return caller.esme;
  if (!caller.isAdmin) throw forbidden('Only an administrator may look at another account.');
  return query.esme;
}

/** Everything the insights page shows for one period and filter, each figure added up by the database. */
export async function insightsReport(q: Queryable, caller: InsightsCaller, query: InsightsQuery): Promise<InsightsResponse> {
  const esme = accountOf(caller, query);
  // Another account's campaign is as unknown as a missing one.
  if (query.campaignId && !(await campaignInAccount(q, esme, query.campaignId))) throw notFound('No such campaign.');
  const scope = { esme, channel: query.channel, senderId: query.senderId, templateSno: query.templateSno, campaignId: query.campaignId };
  const costRows = await costSums(q, scopeParams(scope), query);
  const [{ series, breakdowns, failures, perCampaign, campaigns }, links, bots, options] = await Promise.all([
    eventSums(q, scope, query, costRows.map((row) => row.campaignId)),
    linkClicks(q, scope, query),
    query.campaignId || query.senderId || query.templateSno ? Promise.resolve([]) : botInsights(q, esme, query, query.channel),
    insightsOptions(q, esme, caller.isAdmin),
  ]);
  const sum = (key: 'sent' | 'delivered' | 'read' | 'failed') => breakdowns.channels.reduce((total, row) => total + row[key], 0);
  const [sent, delivered, read, failed] = [sum('sent'), sum('delivered'), sum('read'), sum('failed')];
  const skipped = failures.filter((row) => row.status === 'SKIPPED').reduce((total, row) => total + row.count, 0);
  const engagement = engagementOf(campaigns, perCampaign, costRows);
  const buttonClicks = engagement.campaigns.reduce((total, row) => total + row.clicks, 0);
  const clicked = engagement.campaigns.reduce((total, row) => total + row.clicked, 0);
  // Links made by hand (POST /api/insights/links) have no message to rate against: counted, not rated.
  const clicks = buttonClicks + links.reduce((total, link) => total + link.clicks, 0);
  const whatsappDelivered = breakdowns.channels.find((row) => row.key === 'whatsapp')?.delivered ?? 0;
  const { categories, ...breakdown } = breakdowns;
  return {
    totals: { sent, delivered, read, failed, skipped, deliveryRate: deliveryRate({ delivered, failed }), readRate: readRate({ read, delivered }), clicks, clickRate: share(clicked, delivered) },
    series,
    failures,
    breakdown,
    categories,
    links,
    costs: costsOf(costRows, whatsappDelivered),
    engagement,
    bots,
    options,
  };
}
