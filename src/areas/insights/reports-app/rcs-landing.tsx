import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportsLandingPath } from '@/api/contracts/insights';
import { useApiClient, useConfig } from '@/api/react';
import { RcsCampaignReportView, RcsExportButton, RcsReportCampaignList, RcsReportSourceProvider, RcsSummaryView, reportsRcsDownloads, reportsRcsSource } from '@/campaigns/rcs-report';

export interface RcsLandingProps {
  path: ReportsLandingPath;
  token: string;
  search: string;
  title: string;
  banner: ReactNode;
  /** A call was refused: the app checks the token again and shows the expired page. */
  onError(error: unknown): void;
}

/**
 * `/rcs-outtraffic` and `/campaigns/rcs-campaign-reports` of spec §7: the console's RCS report views
 * (one code, src/campaigns/rcs-report) reading `{reports}/rcs/*` with the access token. A campaign
 * opens by `?campaign=`, the token kept in the address as the menu opened it.
 */
export function RcsLanding({ path, token, search, title, banner, onError }: RcsLandingProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useConfig();
  const source = useMemo(() => reportsRcsSource(client, token, onError), [client, token, onError]);
  const downloads = useMemo(() => reportsRcsDownloads(token), [token]);
  const campaignId = new URLSearchParams(search).get('campaign') ?? '';
  const pageHref = (landing: ReportsLandingPath, campaign?: string) =>
    `${config.reportsHost}${landing}?accesstoken=${encodeURIComponent(token)}${campaign ? `&campaign=${encodeURIComponent(campaign)}` : ''}`;
  const reportHref = (id: string) => pageHref('/campaigns/rcs-campaign-reports', id);
  return (
    <main className="mx-auto grid w-full max-w-7xl gap-6 p-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {banner}
      </div>
      <RcsReportSourceProvider source={source}>
        {path === '/rcs-outtraffic' ? (
          <>
            <RcsSummaryView />
            <RcsReportCampaignList reportHref={reportHref} />
          </>
        ) : campaignId ? (
          <>
            <a className="justify-self-start text-sm text-primary underline-offset-4 hover:underline" href={pageHref('/campaigns/rcs-campaign-reports')}>
              {t('rcsLists.reports.all_campaigns')}
            </a>
            <RcsCampaignReportView campaignId={campaignId} actions={(campaign) => <RcsExportButton campaign={campaign} calls={downloads} />} />
          </>
        ) : (
          <RcsReportCampaignList reportHref={reportHref} />
        )}
      </RcsReportSourceProvider>
    </main>
  );
}
