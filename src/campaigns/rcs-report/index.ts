// The RCS report views, shared by the console's RCS report pages and the reports application (#13, #15).
export { DayTable, type DayRow } from './day-table';
export { RcsCampaignReportView, type RcsCampaignReportViewProps } from './rcs-campaign-report-view';
export { RcsExportButton } from './rcs-export-button';
export { RcsReportCampaignList } from './rcs-report-campaign-list';
export { RcsReportSourceProvider, type RcsRecipientsPage, type RcsReportSource } from './rcs-report-source';
export { RcsSummaryView } from './rcs-summary-view';
export { reportsRcsDownloads, reportsRcsSource } from './reports-rcs-source';
