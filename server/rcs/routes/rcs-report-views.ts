import type { RecipientStatus } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import { notFound } from '../../platform/api-error';
import { presentReasons } from '../../messaging/campaigns/present';
import { readCounters } from '../../messaging/campaigns/recipient-moves';
import { reasonCounts } from '../../messaging/campaigns/report-repo';
import { findRcsCampaign, listRcsCampaigns, presentRcsCampaigns } from '../../messaging/rcs-campaigns/rcs-campaign-rows';
import { campaignByDay, rcsRecipientsPage } from '../../messaging/rcs-campaigns/rcs-report-repo';

/**
 * What the RCS report pages read, for the console (session) and the reports application (access
 * token) alike: the two route sets differ only in who the caller is.
 */

export async function ownRcsCampaign(q: Queryable, esme: number, id: string) {
  const campaign = await findRcsCampaign(q, esme, id);
  if (!campaign) throw notFound('No such campaign.');
  return campaign;
}

/** One campaign: funnel, failure and skip reasons by code, sends by day. Another account's is a 404. */
export async function rcsCampaignReportOf(q: Queryable, esme: number, campaignId: string) {
  const row = await ownRcsCampaign(q, esme, campaignId);
  const [campaign] = await presentRcsCampaigns(q, [row]);
  if (!campaign) throw notFound('No such campaign.');
  const reasons = await reasonCounts(q, row.id);
  return {
    campaign,
    failures: presentReasons(reasons.filter((reason) => reason.status === 'FAILED')),
    skips: presentReasons(reasons.filter((reason) => reason.status === 'SKIPPED')),
    byDay: await campaignByDay(q, row.id),
  };
}

/** A page of a campaign's recipients, with the total of the status asked (all when none). */
export async function rcsRecipientsOf(q: Queryable, esme: number, filter: { campaignId: string; status?: RecipientStatus; after: number; limit: number }) {
  const campaign = await ownRcsCampaign(q, esme, filter.campaignId);
  const counts = (await readCounters(q, [campaign.id])).get(campaign.id) ?? {};
  const total = filter.status ? (counts[filter.status] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { ...(await rcsRecipientsPage(q, campaign.id, filter)), total };
}

/** The campaigns sent now or started at their time (the ones with a report), newest first. */
export async function rcsReportCampaigns(q: Queryable, esme: number, filter: { page: number; pageSize: number; search?: string }) {
  const { rows, total } = await listRcsCampaigns(q, esme, 'sent', filter);
  return { rows: await presentRcsCampaigns(q, rows), total, page: filter.page, pageSize: filter.pageSize };
}
