import { useTranslation } from 'react-i18next';
import { ReportsPageGate } from '@/shell/frame/reports-page-gate';
import { InsightsView } from './insights-view';
import { useConsoleInsightsSource } from './insights-source';

/** /insights in the console: administrators only; anyone else is offered the reports application's page (spec §6). */
export function InsightsPage() {
  return (
    <ReportsPageGate>
      <AdminInsights />
    </ReportsPageGate>
  );
}

function AdminInsights() {
  const { t } = useTranslation();
  return <InsightsView title={t('insights.title')} sourceKey="console" source={useConsoleInsightsSource()} />;
}
