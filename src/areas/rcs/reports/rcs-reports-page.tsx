import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { RcsCampaignLists } from '../campaigns/rcs-campaign-list-page';
import { DayTable } from './day-table';
import { useRcsSummary } from './rcs-report-api';

/** rcs-reports: the account's RCS sending by sender and by day, then the campaigns to open. */
export function RcsReportsPage() {
  const { t } = useTranslation();
  const summary = useRcsSummary({});
  const keys = ['total', 'sent', 'delivered', 'read', 'failed', 'smsFallback', 'expired'] as const;
  return (
    <div className="grid gap-6 p-4">
      <h1 className="text-2xl font-semibold">{t('rcsCampaigns.report.title')}</h1>
      {summary.isPending ? <Spinner label={t('rcsCampaigns.loading')} showLabel /> : null}
      {summary.isError ? <Alert variant="destructive">{t('rcsCampaigns.report.load_failed')}</Alert> : null}
      {summary.data ? (
        <>
          <section className="grid gap-2">
            <h2 className="text-lg font-semibold">{t('rcsCampaigns.report.by_sender')}</h2>
            <div className="overflow-x-auto">
              <Table aria-label={t('rcsCampaigns.report.by_sender')}>
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
                      <TableCell>{row.senderName ?? row.senderId}</TableCell>
                      <TableCell className="text-end">{row.campaigns}</TableCell>
                      {keys.map((key) => (
                        <TableCell key={key} className="text-end">
                          {row.funnel[key]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
          <DayTable days={summary.data.byDay} />
        </>
      ) : null}
      <RcsCampaignLists kinds={['scheduled']} />
    </div>
  );
}
