import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RcsCampaignReportView, RcsReportSourceProvider } from '@/campaigns/rcs-report';
import { Button } from '@/ui/button';
import { RcsCampaignListPage } from '../campaigns/rcs-campaign-list-page';
import { useConsoleRcsSource } from './rcs-report-api';
import { useRcsExport } from './use-rcs-export';

function CampaignReport({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const exporter = useRcsExport(campaignId);
  return (
    <RcsCampaignReportView
      campaignId={campaignId}
      actions={<Button onClick={() => void exporter.start()}>{t('rcsCampaigns.report.export')}</Button>}
      status={exporter.job ? <p role="status" className="text-sm">{t('rcsCampaigns.report.export_progress', { done: exporter.job.rowsDone, total: exporter.job.rowsTotal, state: exporter.job.state })}</p> : null}
    />
  );
}

/** rcs-campaign-reports: one campaign's report (`?campaign=<id>`), or the campaigns to choose from. */
export function RcsCampaignReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = useConsoleRcsSource();
  const campaignId = params.get('campaign') ?? '';
  if (!campaignId) return <RcsCampaignListPage kinds={['scheduled']} />;
  return (
    <div className="grid gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t('rcsCampaigns.report.campaign_title')}</h1>
      <RcsReportSourceProvider source={source}>
        <CampaignReport campaignId={campaignId} />
      </RcsReportSourceProvider>
    </div>
  );
}
