import { useMemo } from 'react';
import { useApiClient } from '@/api/react';
import type { RcsReportSource } from '@/campaigns/rcs-report';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { fetchRcsCampaignReport } from './fetch-rcs-campaign-report';
import { fetchRcsRecipients } from './fetch-rcs-recipients';
import { fetchRcsSentCampaigns } from './fetch-rcs-sent-campaigns';
import { fetchRcsSummary } from './fetch-rcs-summary';

/**
 * The console's RCS report calls (spec §7 campaign base, the session's `esmeaddr`) as the source the
 * shared report views take: not one hook an endpoint, because the views hold the queries (one set of
 * keys and polling for the console and the reports application) and a source only answers them.
 */
export function useConsoleRcsSource(): RcsReportSource {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useMemo(
    () => ({
      scope: `session:${esmeaddr}`,
      summary: (range) => fetchRcsSummary(client, esmeaddr, range),
      campaigns: (page, search) => fetchRcsSentCampaigns(client, esmeaddr, page, search),
      campaignReport: (campaignId) => fetchRcsCampaignReport(client, esmeaddr, campaignId),
      recipients: (campaignId, after) => fetchRcsRecipients(client, esmeaddr, campaignId, after),
    }),
    [client, esmeaddr],
  );
}
