import { rcsEndpoint } from '../../campaigns/queries/rcs-endpoint';

/**
 * The RCS report calls' spec §7 paths (campaign base). No query keys here: the shared report views
 * (`@/campaigns/rcs-report`) cache what a source answers under their own keys, one set for every source.
 */
export const reportPaths = {
  summary: rcsEndpoint('rcs/report/summary'),
  sentCampaigns: rcsEndpoint('rcs/sentCampaignList'),
  campaignReport: rcsEndpoint('rcs/report/campaignReport'),
  recipients: rcsEndpoint('rcs/report/recipients'),
};

/** Sent campaigns a page of the report's list; recipients a page of a campaign's report. */
export const SENT_PAGE_SIZE = 10;
export const RECIPIENTS_PAGE_SIZE = 50;
