import { lazy, Suspense } from 'react';
import type { AreaRoute } from '@/shell/area/area-routes';

// The report's chart library (recharts) loads with the report only, never with the rest of the area.
const ReportListPage = lazy(() => import('../report/report-list-page').then((module) => ({ default: module.ReportListPage })));
const CampaignReportPage = lazy(() => import('../report/campaign-report-page').then((module) => ({ default: module.CampaignReportPage })));

/** The campaign report and its export (#11). */
export const reportRoutes: AreaRoute[] = [
  { path: 'report', element: <Suspense><ReportListPage /></Suspense> },
  { path: 'report/:campaignId', element: <Suspense><CampaignReportPage /></Suspense> },
];
