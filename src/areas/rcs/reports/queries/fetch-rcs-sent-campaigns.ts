import type { ApiClient } from '@/api/client';
import { rcsCampaignList } from '@/api/contracts/rcs-campaigns';
import { reportPaths, SENT_PAGE_SIZE } from './report-endpoint';

/** POST rcs/sentCampaignList: a page of the campaigns sent or started, searched by name when asked. */
export const fetchRcsSentCampaigns = (client: ApiClient, esmeaddr: number, page: number, search: string) =>
  client.call(reportPaths.sentCampaigns, { method: 'post', json: { esmeaddr, page, pageSize: SENT_PAGE_SIZE, ...(search ? { search } : {}) }, schema: rcsCampaignList });
