import { RcsCampaignReportPage } from '../reports/rcs-campaign-report-page';
import { RcsReportsPage } from '../reports/rcs-reports-page';
import type { AreaRoute } from '@/shell/area/area-routes';
import { ReportsPageGate } from '@/shell/frame/reports-page-gate';

/** RCS reports (#13); non-admins open them on the reports application (spec §6). */
export const reportsRoutes: AreaRoute[] = [
  { path: 'rcs-reports', element: <ReportsPageGate><RcsReportsPage /></ReportsPageGate> },
  { path: 'rcs-campaign-reports', element: <ReportsPageGate><RcsCampaignReportPage /></ReportsPageGate> },
];
