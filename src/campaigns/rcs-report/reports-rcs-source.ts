import type { z } from 'zod';
import type { ApiClient } from '@/api/client';
import { rcsCampaignList, rcsCampaignReport, rcsRecipientsPage, rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import type { DownloadCalls } from '@/shell/downloads/use-start-download';
import type { RcsReportSource } from './rcs-report-source';

const RECIPIENTS_PAGE = 50;

/** The reports application's calls: `{reports}/rcs/*` with the access token from getToken as the only credential. */
const tokenAuth = (token: string) => ({ token, username: '', session: '', roleId: null });

export function reportsRcsSource(client: ApiClient, token: string, onError?: (error: unknown) => void): RcsReportSource {
  const auth = tokenAuth(token);
  const get = <S extends z.core.$ZodType>(path: string, searchParams: Record<string, string | number | undefined>, schema: S) =>
    client.call({ service: 'reports', path: `/rcs/${path}` }, { searchParams, schema, auth });
  return {
    scope: `token:${token}`,
    summary: (range) => get('summary', range, rcsReportsResponse),
    campaigns: (page, search) => get('campaigns', { page, pageSize: 10, search: search || undefined }, rcsCampaignList),
    campaignReport: (campaignId) => get('campaignReport', { campaignId }, rcsCampaignReport),
    recipients: (campaignId, after) => get('recipients', { campaignId, after, limit: RECIPIENTS_PAGE }, rcsRecipientsPage),
    onError,
  };
}

/** The reports tab's Export: `{reports}/rcs/download/column_list` and `{reports}/rcs/downloads` with the token; the job is its user's. */
export const reportsRcsDownloads = (token: string): DownloadCalls => ({ columnListPath: '/rcs/download/column_list', downloadsPath: '/rcs/downloads', auth: tokenAuth(token) });
