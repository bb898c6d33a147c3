import type { ApiClient } from '@/api/client';
import { rcsCampaignReport } from '@/api/contracts/rcs-campaigns';
import { reportPaths } from './report-endpoint';

/** POST rcs/report/campaignReport: one campaign's outcomes. */
export const fetchRcsCampaignReport = (client: ApiClient, esmeaddr: number, campaignId: string) =>
  client.call(reportPaths.campaignReport, { method: 'post', json: { esmeaddr, campaignId }, schema: rcsCampaignReport });
