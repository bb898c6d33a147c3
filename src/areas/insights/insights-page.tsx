import { useTranslation } from 'react-i18next';
import { Redirect } from '@/shell/frame/access-gate';
import { useAccessContext } from '@/shell/session';
import { InsightsView } from './insights-view';
import { useConsoleInsightsSource } from './insights-source';

/** /insights in the console: administrators only (spec §6); everyone else opens the reports application from the menu. */
export function InsightsPage() {
  const ctx = useAccessContext();
  // Spec §6: a non-admin cannot open Reports Insights by its address; the start page is where a refused path leads.
  return ctx.roleId === 0 ? <AdminInsights /> : <Redirect to="/" />;
}

function AdminInsights() {
  const { t } = useTranslation();
  return <InsightsView title={t('insights.title')} sourceKey="console" source={useConsoleInsightsSource()} />;
}
