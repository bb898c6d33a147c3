import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RcsCampaign, RcsRecipientRow } from '@/api/contracts/rcs-campaigns';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { ResourceTable } from '@/ui/resource-table';
import { DayTable } from './day-table';
import { RcsReasonsTable, RcsRecipientReason } from './rcs-reasons';
import { useRcsCampaignReport, useRcsRecipients } from './rcs-report-source';
import { useFormat } from '@/ui/format';

export interface RcsCampaignReportViewProps {
  campaignId: string;
  /** Beside the title, for the campaign shown: its Export (through the session, or the reports tab's token). */
  actions?: (campaign: RcsCampaign) => ReactNode;
}

/** One RCS campaign's report: funnel tiles, failure and skip reasons, by day, and the recipients a page at a time. */
export function RcsCampaignReportView({ campaignId, actions }: RcsCampaignReportViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const report = useRcsCampaignReport(campaignId);
  const [after, setAfter] = useState<number[]>([0]);
  const recipients = useRcsRecipients(campaignId, after.at(-1) ?? 0);
  if (report.isPending) return <Spinner label={t('rcsCampaigns.loading')} showLabel />;
  if (report.isError) return <Alert variant="destructive">{t('rcsCampaigns.not_found')}</Alert>;
  const { campaign } = report.data;
  const funnel = campaign.funnel;
  const campaignHasFallback = campaign.smsSenderId !== null;
  const tiles = [
    ['recipients', funnel.total],
    ['sent', funnel.sent],
    ['delivered', funnel.delivered],
    ['read', funnel.read],
    ['failed', funnel.failed],
    ['sms_fallback', funnel.smsFallback],
    ['revoked', funnel.revoked],
    ['expired', funnel.expired],
  ] as const;
  const columns: ColumnDef<RcsRecipientRow>[] = [
    { id: 'phone', header: t('rcsCampaigns.columns.phone'), cell: ({ row }) => row.original.phone, meta: { className: 'font-mono text-xs', dir: 'ltr' } },
    { id: 'status', header: t('rcsCampaigns.columns.status'), cell: ({ row }) => t(`rcsCampaigns.recipient.${row.original.status}`) },
    { id: 'via', header: t('rcsCampaigns.report.via'), cell: ({ row }) => (row.original.via === 'sms' ? t('rcsCampaigns.report.via_sms') : t('rcsCampaigns.report.via_rcs')) },
    {
      id: 'reason',
      header: t('rcsCampaigns.columns.reason'),
      cell: ({ row }) => <RcsRecipientReason row={row.original} campaignHasFallback={campaignHasFallback} />,
      meta: { className: 'whitespace-normal md:min-w-56' },
    },
    { id: 'status_time', header: t('rcsCampaigns.columns.status_time'), cell: ({ row }) => format.date(row.original.statusTime, 'dateTimeSeconds') },
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold">{campaign.campaignName}</h2>
          <p className="text-sm text-muted-foreground">{`${campaign.senderName ?? campaign.senderId} · ${campaign.templateName ?? ''} · ${t(`rcsCampaigns.state.${campaign.state}`)}`}</p>
        </div>
        {actions?.(campaign)}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8" aria-label={t('rcsCampaigns.report.funnel')}>
        {tiles.map(([key, value]) => (
          <li key={key}>
            <Card className="grid gap-1 p-3" data-testid={`funnel-${key}`}>
              <span className="text-xs text-muted-foreground">{t(`rcsCampaigns.report.${key}`)}</span>
              <span className="text-2xl font-semibold tabular-nums">{value}</span>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <RcsReasonsTable title={t('rcsCampaigns.report.failures')} reasons={report.data.failures} none={t('rcsCampaigns.report.no_failures')} sms={{ campaignHasFallback }} />
        <RcsReasonsTable title={t('rcsCampaigns.report.skips')} reasons={report.data.skips} none={t('rcsCampaigns.report.no_skips')} />
      </div>
      <DayTable days={report.data.byDay} />
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('rcsCampaigns.report.recipients_title', { count: recipients.data?.total ?? 0 })}</h2>
        <ResourceTable label={t('rcsCampaigns.report.recipients_label')} columns={columns} rows={recipients.data?.rows ?? []} getRowId={(row) => String(row.id)} />
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={after.length < 2} onClick={() => setAfter(after.slice(0, -1))}>
            {t('rcsCampaigns.list.previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={!recipients.data?.next} onClick={() => recipients.data?.next && setAfter([...after, recipients.data.next])}>
            {t('rcsCampaigns.list.next')}
          </Button>
        </div>
      </section>
    </div>
  );
}
