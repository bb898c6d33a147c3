import { useQuery } from '@tanstack/react-query';
import { columnListResponse, exportJob, type ExportFileType } from '@/api/contracts/campaign-export';
import { RCS_CAMPAIGN_REPORT_PAGE, rcsCampaignReport, rcsRecipientsPage, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, useEsmeaddr } from '../campaigns/rcs-campaign-api';

export function useRcsSummary(range: { from?: string; to?: string }) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({ queryKey: ['rcs-report', 'summary', range], queryFn: () => client.call(rcsEndpoint('rcs/report/summary'), { method: 'post', json: { esmeaddr, ...range }, schema: rcsReportsResponse }) });
}

/** The report refreshes while the campaign may still move (sending, or events arriving). */
export function useRcsCampaignReport(campaignId: string) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: ['rcs-report', 'campaign', campaignId],
    enabled: campaignId !== '',
    refetchInterval: 5_000,
    queryFn: () => client.call(rcsEndpoint('rcs/report/campaignReport'), { method: 'post', json: { esmeaddr, campaignId }, schema: rcsCampaignReport }),
  });
}

export function useRcsRecipients(campaignId: string, after: number) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: ['rcs-report', 'recipients', campaignId, after],
    enabled: campaignId !== '',
    queryFn: () => client.call(rcsEndpoint('rcs/report/recipients'), { method: 'post', json: { esmeaddr, campaignId, after, limit: 50 }, schema: rcsRecipientsPage }),
  });
}

export const fetchRcsColumns = (client: ApiClient) =>
  client.call({ service: 'reports', path: '/download/column_list' }, { method: 'post', json: { pagename: RCS_CAMPAIGN_REPORT_PAGE, logsection: 'All' }, schema: columnListResponse });

export const startRcsExport = (client: ApiClient, body: { esmeaddr: number; campaignId: string; columns: string[]; fileType: ExportFileType }) =>
  client.call(rcsEndpoint('rcs/report/export'), { method: 'post', json: body, schema: exportJob });

export const fetchRcsExport = (client: ApiClient, esmeaddr: number, exportId: string) => client.call(rcsEndpoint('rcs/report/exportStatus'), { method: 'post', json: { esmeaddr, exportId }, schema: exportJob });

export const fetchRcsExportFile = (client: ApiClient, exportId: string) => client.file(rcsEndpoint(`rcs/report/exports/${encodeURIComponent(exportId)}/file`));
