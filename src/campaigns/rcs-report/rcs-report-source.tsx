import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { RcsCampaignList, RcsCampaignReport, rcsRecipientsPage, RcsReportsResponse } from '@/api/contracts/rcs-campaigns';

export type RcsRecipientsPage = z.infer<typeof rcsRecipientsPage>;

/**
 * Where the RCS report views read from: the console's session (rcs-reports, rcs-campaign-reports) or
 * the reports application's access token (`/rcs-outtraffic`, `/campaigns/rcs-campaign-reports`).
 * The views are one code; only the calls differ.
 */
export interface RcsReportSource {
  /** Keeps the query caches of two sources apart (a session, one token). */
  scope: string;
  summary(range: { from?: string; to?: string }): Promise<RcsReportsResponse>;
  campaigns(page: number, search: string): Promise<RcsCampaignList>;
  campaignReport(campaignId: string): Promise<RcsCampaignReport>;
  recipients(campaignId: string, after: number): Promise<RcsRecipientsPage>;
  /** A refused call (the token revoked) tells the page; the console's session has its own handling. */
  onError?(error: unknown): void;
}

const SourceContext = createContext<RcsReportSource | null>(null);

export function RcsReportSourceProvider({ source, children }: { source: RcsReportSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

function useSource(): RcsReportSource {
  const source = useContext(SourceContext);
  if (!source) throw new Error('RCS001: an RCS report view used outside <RcsReportSourceProvider>');
  return source;
}

const reported = <T,>(source: RcsReportSource, read: () => Promise<T>) => async () => {
  try {
    return await read();
  } catch (error) {
    source.onError?.(error);
    throw error;
  }
};

export function useRcsSummary(range: { from?: string; to?: string }) {
  const source = useSource();
  return useQuery({ queryKey: ['rcs-report', source.scope, 'summary', range], queryFn: reported(source, () => source.summary(range)) });
}

export function useRcsReportCampaigns(page: number, search: string) {
  const source = useSource();
  return useQuery({ queryKey: ['rcs-report', source.scope, 'campaigns', page, search], queryFn: reported(source, () => source.campaigns(page, search)) });
}

/** The report refreshes while the campaign may still move (sending, or events arriving). */
export function useRcsCampaignReport(campaignId: string) {
  const source = useSource();
  return useQuery({
    queryKey: ['rcs-report', source.scope, 'campaign', campaignId],
    enabled: campaignId !== '',
    refetchInterval: 5_000,
    queryFn: reported(source, () => source.campaignReport(campaignId)),
  });
}

export function useRcsRecipients(campaignId: string, after: number) {
  const source = useSource();
  return useQuery({
    queryKey: ['rcs-report', source.scope, 'recipients', campaignId, after],
    enabled: campaignId !== '',
    queryFn: reported(source, () => source.recipients(campaignId, after)),
  });
}
