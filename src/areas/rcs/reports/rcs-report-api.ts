import { useMemo } from 'react';
import { columnListResponse, exportJob, type ExportFileType } from '@/api/contracts/campaign-export';
import { RCS_CAMPAIGN_REPORT_PAGE, rcsCampaignList, rcsCampaignReport, rcsRecipientsPage, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';
import type { RcsReportSource } from '@/campaigns/rcs-report';
import { rcsEndpoint, useEsmeaddr } from '../campaigns/rcs-campaign-api';

/** The console's RCS report calls (spec §7 campaign base, the session's `esmeaddr`), for the shared report views. */
export function useConsoleRcsSource(): RcsReportSource {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useMemo(
    () => ({
      scope: `session:${esmeaddr}`,
      summary: (range) => client.call(rcsEndpoint('rcs/report/summary'), { method: 'post', json: { esmeaddr, ...range }, schema: rcsReportsResponse }),
      campaigns: (page, search) =>
        client.call(rcsEndpoint('rcs/scheduleCampaignList'), { method: 'post', json: { esmeaddr, page, pageSize: 10, ...(search ? { search } : {}) }, schema: rcsCampaignList }),
      campaignReport: (campaignId) => client.call(rcsEndpoint('rcs/report/campaignReport'), { method: 'post', json: { esmeaddr, campaignId }, schema: rcsCampaignReport }),
      recipients: (campaignId, after) => client.call(rcsEndpoint('rcs/report/recipients'), { method: 'post', json: { esmeaddr, campaignId, after, limit: 50 }, schema: rcsRecipientsPage }),
    }),
    [client, esmeaddr],
  );
}

export const fetchRcsColumns = (client: ApiClient) =>
  client.call({ service: 'reports', path: '/download/column_list' }, { method: 'post', json: { pagename: RCS_CAMPAIGN_REPORT_PAGE, logsection: 'All' }, schema: columnListResponse });

export const startRcsExport = (client: ApiClient, body: { esmeaddr: number; campaignId: string; columns: string[]; fileType: ExportFileType }) =>
  client.call(rcsEndpoint('rcs/report/export'), { method: 'post', json: body, schema: exportJob });

export const fetchRcsExport = (client: ApiClient, esmeaddr: number, exportId: string) => client.call(rcsEndpoint('rcs/report/exportStatus'), { method: 'post', json: { esmeaddr, exportId }, schema: exportJob });

export const fetchRcsExportFile = (client: ApiClient, exportId: string) => client.file(rcsEndpoint(`rcs/report/exports/${encodeURIComponent(exportId)}/file`));
