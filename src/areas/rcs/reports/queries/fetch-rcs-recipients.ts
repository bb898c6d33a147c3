import type { ApiClient } from '@/api/client';
import { rcsRecipientsPage } from '@/api/contracts/rcs-campaigns';
import { RECIPIENTS_PAGE_SIZE, reportPaths } from './report-endpoint';

/** POST rcs/report/recipients: a campaign's recipients after the given one, a page at a time. */
export const fetchRcsRecipients = (client: ApiClient, esmeaddr: number, campaignId: string, after: number) =>
  client.call(reportPaths.recipients, { method: 'post', json: { esmeaddr, campaignId, after, limit: RECIPIENTS_PAGE_SIZE }, schema: rcsRecipientsPage });
