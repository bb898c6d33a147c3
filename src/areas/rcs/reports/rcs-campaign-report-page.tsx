import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { RcsCampaignReportView, RcsReportSourceProvider } from '@/campaigns/rcs-report';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { RcsCampaignListPage } from '../campaigns/rcs-campaign-list-page';
import { useConsoleRcsSource } from './rcs-report-api';

/** Export is a Download Center job of the campaign's recipients, as every export of the console. */
function CampaignReport({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const download = useStartDownload();
  return (
    <RcsCampaignReportView
      campaignId={campaignId}
      actions={(campaign) => (
        <Button
          variant="outline"
          disabled={download.busy || campaign.funnel.total === 0}
          onClick={() => void download.start({ pagename: DOWNLOAD_PAGES.rcsCampaignReport, filter: { campaignId: campaign.id }, rows: campaign.funnel.total })}
        >
          {download.busy ? <Spinner size="sm" label={t('downloadCenter.exporting')} /> : <Download aria-hidden />}
          {t('rcsCampaigns.report.export')}
        </Button>
      )}
    />
  );
}

/** rcs-campaign-reports: one campaign's report (`?campaign=<id>`), or the campaigns to choose from. */
export function RcsCampaignReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = useConsoleRcsSource();
  const campaignId = params.get('campaign') ?? '';
  if (!campaignId) return <RcsCampaignListPage kinds={['sent']} />;
  return (
    <div className="grid gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t('rcsCampaigns.report.campaign_title')}</h1>
      <RcsReportSourceProvider source={source}>
        <CampaignReport campaignId={campaignId} />
      </RcsReportSourceProvider>
    </div>
  );
}
