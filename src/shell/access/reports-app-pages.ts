/**
 * Spec §6: non-admins open Reports Insights, Reports and Campaign Reports on the reports application in
 * a new tab; spec §7 "Reports landing pages" names that application's page for each. Keyed by the
 * console's own address. A campaign's WhatsApp report (`/whatsapp-campaign/report/{id}`) is not here:
 * the reports application has no page with a campaign's recipients and export, so the console keeps it.
 */
import type { ReportsLandingPath } from '@/api/contracts/insights';
import { rcsItems, topItems, whatsappItems } from './menu-items';

export interface ReportsAppPage {
  path: ReportsLandingPath;
  /** getToken's appName (spec §7: insights is sent as whatsapp). */
  appName: 'whatsapp' | 'rcs';
  /** The page takes one campaign (`?campaign=`) and opens it there too. */
  takesCampaign: boolean;
}

export const reportsAppPages: Readonly<Record<string, ReportsAppPage>> = {
  [topItems.reportsInsights.path]: { path: '/campaigns/waba-report-insight', appName: 'whatsapp', takesCampaign: false },
  [whatsappItems.reports.path]: { path: '/campaigns/waba-reports', appName: 'whatsapp', takesCampaign: false },
  [rcsItems.reports.path]: { path: '/rcs-outtraffic', appName: 'rcs', takesCampaign: false },
  [rcsItems.campaignReports.path]: { path: '/campaigns/rcs-campaign-reports', appName: 'rcs', takesCampaign: true },
};

/** Non-admins open these menu entries on the reports application in a new tab (spec §6). */
export const reportsTabPaths: ReadonlySet<string> = new Set(Object.keys(reportsAppPages));

/** "Admin" for the reports rule is role 0 (docs/access-rules.md). */
export const opensReportsApp = (roleId: number | null) => roleId !== 0;
