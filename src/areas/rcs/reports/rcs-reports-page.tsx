import { useTranslation } from 'react-i18next';
import { RcsReportSourceProvider, RcsSummaryView } from '@/campaigns/rcs-report';
import { RcsCampaignLists } from '../campaigns/rcs-campaign-list-page';
import { useConsoleRcsSource } from './rcs-report-api';

/** rcs-reports: the account's RCS sending by sender and by day, then the campaigns to open. */
export function RcsReportsPage() {
  const { t } = useTranslation();
  const source = useConsoleRcsSource();
  return (
    <div className="grid gap-6 p-4">
      <h1 className="text-2xl font-semibold">{t('rcsCampaigns.report.title')}</h1>
      <RcsReportSourceProvider source={source}>
        <RcsSummaryView />
      </RcsReportSourceProvider>
      <RcsCampaignLists kinds={['sent']} />
    </div>
  );
}
