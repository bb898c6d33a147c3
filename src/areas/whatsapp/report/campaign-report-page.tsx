import { ArrowLeft, ArrowRight, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { Link, useParams } from 'react-router-dom';
import type { RecipientStatus } from '@/api/contracts/campaigns';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { PageFrame } from '@/shell/page/page-frame';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { FunnelChart } from './funnel-chart';
import { ReasonTable } from './reason-tables';
import { RecipientRows } from './recipient-rows';
import { useCampaign } from '../shared/queries/use-campaign';
import { useCampaignReport } from './queries/use-campaign-report';
import { deliveryRate, readRate } from '@/api/rules/message-rates';
import { rowsWithStatus, stateVariant } from './report-format';

/** One campaign's report: funnel, rates, failure and skip reasons, recipients, and their export as a Download Center job. */
export function CampaignReportPage() {
  const { campaignId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rate = (share: number | null) => (share === null ? '—' : format.percent(share));
  const campaign = useCampaign(campaignId);
  const report = useCampaignReport(campaignId);
  const [status, setStatus] = useState<RecipientStatus | undefined>(undefined);
  const download = useStartDownload();
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  const funnel = report.data?.funnel;
  // The file holds what the recipient table lists: the campaign's rows, of the chosen status when one is.
  const startExport = () => {
    if (funnel) void download.start({ pagename: DOWNLOAD_PAGES.campaignReport, filter: { campaignId, ...(status ? { status } : {}) }, rows: rowsWithStatus(funnel, status) });
  };

  return (
    <PageFrame
      titleId="wa-report-campaign-title"
      title={campaign.data?.name ?? t('waReport.campaign_title')}
      titleAside={campaign.data ? <Badge variant={stateVariant[campaign.data.state]}>{t(`waReport.state.${campaign.data.state}`)}</Badge> : null}
      above={
        <Link to="/whatsapp-campaign/report" className="flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <Back aria-hidden className="size-4" />
          {t('waReport.back')}
        </Link>
      }
      actions={
        <Button variant="outline" onClick={startExport} disabled={download.busy || !funnel?.total}>
          {download.busy ? <Spinner size="sm" label={t('downloadCenter.exporting')} /> : <Download aria-hidden />}
          {t('waReport.export.button')}
        </Button>
      }
    >
      {report.isPending || campaign.isPending ? <Spinner label={t('waReport.loading')} showLabel /> : null}
      {report.isError || campaign.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('waReport.report_failed')}
        </p>
      ) : null}
      {report.data && funnel ? (
        <>
          {campaign.data ? (
            <p className="text-sm text-muted-foreground">
              {t('waReport.campaign_meta', {
                template: campaign.data.templateName ?? '—',
                // Isolated so a "+91…" number keeps its plus in front inside Arabic text.
                sender: campaign.data.senderNumber ? `\u2066${campaign.data.senderNumber}\u2069` : '—',
                created: format.date(campaign.data.createdOn),
              })}
            </p>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-3" data-testid="report-rates">
            <Card className="gap-1 p-4">
              <dt className="text-sm text-muted-foreground">{t('waReport.rates.delivery')}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{rate(deliveryRate(funnel))}</dd>
            </Card>
            <Card className="gap-1 p-4">
              <dt className="text-sm text-muted-foreground">{t('waReport.rates.read')}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{rate(readRate(funnel))}</dd>
            </Card>
            <Card className="gap-1 p-4">
              <dt className="text-sm text-muted-foreground">{t('waReport.rates.waiting')}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{format.number(funnel.pending + funnel.sending)}</dd>
            </Card>
          </dl>
          {report.data.continuesAt ? <p className="text-sm">{t(`waReport.continues_for.${report.data.continuesFor ?? 'limit'}`, { time: format.date(report.data.continuesAt, 'dayMonthTime') })}</p> : null}
          {funnel.total === 0 ? (
            <Card className="items-center p-6 text-center">
              <p className="text-muted-foreground">{t('waReport.no_recipients')}</p>
            </Card>
          ) : (
            <Card className="p-4">
              <FunnelChart funnel={funnel} />
            </Card>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <ReasonTable kind="failures" reasons={report.data.failures} />
            <ReasonTable kind="skips" reasons={report.data.skips} />
          </div>
          <RecipientRows campaignId={campaignId} status={status} onStatusChange={setStatus} />
        </>
      ) : null}
    </PageFrame>
  );
}
