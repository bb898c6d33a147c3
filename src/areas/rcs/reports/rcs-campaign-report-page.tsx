import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RcsCampaignReportView, RcsExportButton, RcsReportSourceProvider } from '@/campaigns/rcs-report';
import { RcsCampaignListPage } from '../campaigns/rcs-campaign-list-page';
import { useConsoleRcsSource } from './queries/use-console-rcs-source';
import { PageFrame } from '@/shell/page/page-frame';

/** rcs-campaign-reports: one campaign's report (`?campaign=<id>`), or the campaigns to choose from. */
export function RcsCampaignReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = useConsoleRcsSource();
  const campaignId = params.get('campaign') ?? '';
  if (!campaignId) return <RcsCampaignListPage kinds={['sent']} />;
  return (
    <PageFrame titleId="rcs-campaign-report-title" title={t('rcsCampaigns.report.campaign_title')} width="wide">
      <RcsReportSourceProvider source={source}>
        <RcsCampaignReportView campaignId={campaignId} actions={(campaign) => <RcsExportButton campaign={campaign} />} />
      </RcsReportSourceProvider>
    </PageFrame>
  );
}
