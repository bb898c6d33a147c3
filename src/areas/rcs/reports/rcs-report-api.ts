import { useMemo } from 'react';
import { rcsCampaignList, rcsCampaignReport, rcsRecipientsPage, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import type { RcsReportSource } from '@/campaigns/rcs-report';
import { rcsEndpoint, useEsmeaddr } from '../campaigns/queries/rcs-endpoint';

/** The console's RCS report calls (spec §7 campaign base, the session's `esmeaddr`), for the shared report views. */
export function useConsoleRcsSource(): RcsReportSource {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useMemo(
    () => ({
      scope: `session:${esmeaddr}`,
      summary: (range) => client.call(rcsEndpoint('rcs/report/summary'), { method: 'post', json: { esmeaddr, ...range }, schema: rcsReportsResponse }),
      campaigns: (page, search) =>
        client.call(rcsEndpoint('rcs/sentCampaignList'), { method: 'post', json: { esmeaddr, page, pageSize: 10, ...(search ? { search } : {}) }, schema: rcsCampaignList }),
      campaignReport: (campaignId) => client.call(rcsEndpoint('rcs/report/campaignReport'), { method: 'post', json: { esmeaddr, campaignId }, schema: rcsCampaignReport }),
      recipients: (campaignId, after) => client.call(rcsEndpoint('rcs/report/recipients'), { method: 'post', json: { esmeaddr, campaignId, after, limit: 50 }, schema: rcsRecipientsPage }),
    }),
    [client, esmeaddr],
  );
}
