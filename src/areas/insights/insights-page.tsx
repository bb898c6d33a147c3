import { useTranslation } from 'react-i18next';
import { InsightsView } from './insights-view';
import { useConsoleInsightsSource } from './insights-source';

/** /insights in the console: administrators only (spec §6); everyone else opens the reports application. */
export function InsightsPage() {
  const { t } = useTranslation();
  return <InsightsView title={t('insights.title')} sourceKey="console" source={useConsoleInsightsSource()} />;
}
