import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { DayTable } from './day-table';
import { useRcsSummary } from './rcs-report-source';

const keys = ['total', 'sent', 'delivered', 'read', 'failed', 'smsFallback', 'expired'] as const;

/** rcs-reports (console) and `/rcs-outtraffic` (reports application): the account's RCS sending by sender and by day. */
export function RcsSummaryView() {
  const { t } = useTranslation();
  const summary = useRcsSummary({});
  if (summary.isPending) return <Spinner label={t('rcsCampaigns.loading')} showLabel />;
  if (summary.isError) return <Alert variant="destructive">{t('rcsCampaigns.report.load_failed')}</Alert>;
  return (
    <>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('rcsCampaigns.report.by_sender')}</h2>
        <Table aria-label={t('rcsCampaigns.report.by_sender')} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{t('rcsCampaigns.list.sender')}</TableHead>
              <TableHead className="text-end">{t('rcsCampaigns.report.campaigns')}</TableHead>
              {keys.map((key) => (
                <TableHead key={key} className="text-end">
                  {t(`rcsCampaigns.report.sum_${key}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {summary.data.bySender.map((row) => (
              <TableRow key={row.senderId}>
                <TableCell label={t('rcsCampaigns.list.sender')}>{row.senderName ?? row.senderId}</TableCell>
                <TableCell label={t('rcsCampaigns.report.campaigns')} className="text-end tabular-nums">{row.campaigns}</TableCell>
                {keys.map((key) => (
                  <TableCell key={key} label={t(`rcsCampaigns.report.sum_${key}`)} className="text-end tabular-nums">
                    {row.funnel[key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <DayTable days={summary.data.byDay} />
    </>
  );
}
