import { useTranslation } from 'react-i18next';
import { RcsReportSourceProvider, RcsSummaryView } from '@/campaigns/rcs-report';
import { RcsCampaignLists } from '../campaigns/rcs-campaign-list-page';
import { useConsoleRcsSource } from './queries/use-console-rcs-source';
import { PageFrame } from '@/shell/page/page-frame';

/** rcs-reports: the account's RCS sending by sender and by day, then the campaigns to open. */
export function RcsReportsPage() {
  const { t } = useTranslation();
  const source = useConsoleRcsSource();
  return (
    <PageFrame titleId="rcs-reports-title" title={t('rcsCampaigns.report.title')} width="wide">
      <RcsReportSourceProvider source={source}>
        <RcsSummaryView />
      </RcsReportSourceProvider>
      <RcsCampaignLists kinds={['sent']} />
    </PageFrame>
  );
}
