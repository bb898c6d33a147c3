import { RcsCampaignReportPage } from '../reports/rcs-campaign-report-page';
import { RcsReportsPage } from '../reports/rcs-reports-page';
import type { AreaRoute } from '@/shell/area/area-routes';

/** RCS reports (#13). */
export const reportsRoutes: AreaRoute[] = [
  { path: 'rcs-reports', element: <RcsReportsPage /> },
  { path: 'rcs-campaign-reports', element: <RcsCampaignReportPage /> },
];
