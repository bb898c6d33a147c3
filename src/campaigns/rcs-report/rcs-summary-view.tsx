import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { RcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { ResourceTable } from '@/ui/resource-table';
import { DayTable } from './day-table';
import { useRcsSummary } from './rcs-report-source';

type SenderRow = RcsReportsResponse['bySender'][number];

const keys = ['total', 'sent', 'delivered', 'read', 'failed', 'smsFallback', 'expired'] as const;

/** rcs-reports (console) and `/rcs-outtraffic` (reports application): the account's RCS sending by sender and by day. */
export function RcsSummaryView() {
  const { t } = useTranslation();
  const summary = useRcsSummary({});
  if (summary.isPending) return <Spinner label={t('rcsCampaigns.loading')} showLabel />;
  if (summary.isError) return <Alert variant="destructive">{t('rcsCampaigns.report.load_failed')}</Alert>;
  const figure = { className: 'text-end tabular-nums', headClassName: 'text-end' };
  const columns: ColumnDef<SenderRow>[] = [
    { id: 'sender', header: t('rcsCampaigns.list.sender'), cell: ({ row }) => row.original.senderName ?? row.original.senderId },
    { id: 'campaigns', header: t('rcsCampaigns.report.campaigns'), cell: ({ row }) => row.original.campaigns, meta: figure },
    ...keys.map((key): ColumnDef<SenderRow> => ({ id: key, header: t(`rcsCampaigns.report.sum_${key}`), cell: ({ row }) => row.original.funnel[key], meta: figure })),
  ];
  return (
    <>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('rcsCampaigns.report.by_sender')}</h2>
        <ResourceTable label={t('rcsCampaigns.report.by_sender')} columns={columns} rows={summary.data.bySender} getRowId={(row) => row.senderId} />
      </section>
      <DayTable days={summary.data.byDay} />
    </>
  );
}
