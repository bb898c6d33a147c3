import { lazy, Suspense } from 'react';
import type { AreaRoute } from '@/shell/area/area-routes';
import { ReportsPageGate } from '@/shell/frame/reports-page-gate';

// The report's chart library (recharts) loads with the report only, never with the rest of the area.
const ReportListPage = lazy(() => import('./report-list-page').then((module) => ({ default: module.ReportListPage })));
const CampaignReportPage = lazy(() => import('./campaign-report-page').then((module) => ({ default: module.CampaignReportPage })));

/**
 * The campaign report and its export (#11). Non-admins open the list on the reports application (spec
 * §6); a campaign's own report stays here for them, which the reports application has no page for.
 */
export const reportRoutes: AreaRoute[] = [
  { path: 'report', element: <ReportsPageGate><Suspense><ReportListPage /></Suspense></ReportsPageGate> },
  { path: 'report/:campaignId', element: <Suspense><CampaignReportPage /></Suspense> },
];
