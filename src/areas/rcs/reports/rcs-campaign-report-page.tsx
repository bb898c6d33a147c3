import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RcsCampaignReportView, RcsExportButton, RcsReportSourceProvider } from '@/campaigns/rcs-report';
import { RcsCampaignListPage } from '../campaigns/rcs-campaign-list-page';
import { useConsoleRcsSource } from './rcs-report-api';

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
        <RcsCampaignReportView campaignId={campaignId} actions={(campaign) => <RcsExportButton campaign={campaign} />} />
      </RcsReportSourceProvider>
    </div>
  );
}
