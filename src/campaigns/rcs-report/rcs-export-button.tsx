import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import { useStartDownload, type DownloadCalls } from '@/shell/downloads/use-start-download';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

/**
 * The campaign report's Export, as every export of the console: Download Columns (columns and file
 * type), then a Download Center job of the campaign's recipients. The reports tab passes its token's calls.
 * A campaign with an SMS fallback exports RCS and SMS deliveries in one file, so its dialog offers
 * "Download Combined Report" (spec §2, §3 `combined_report`).
 */
export function RcsExportButton({ campaign, calls }: { campaign: RcsCampaign; calls?: DownloadCalls }) {
  const { t } = useTranslation();
  const download = useStartDownload(calls);
  return (
    <Button
      variant="outline"
      disabled={download.busy || campaign.funnel.total === 0}
      onClick={() => void download.start({ pagename: DOWNLOAD_PAGES.rcsCampaignReport, filter: { campaignId: campaign.id }, rows: campaign.funnel.total, combinedReport: campaign.smsSenderId !== null })}
    >
      {download.busy ? <Spinner size="sm" label={t('downloadCenter.exporting')} /> : <Download aria-hidden />}
      {t('rcsCampaigns.report.export')}
    </Button>
  );
}
