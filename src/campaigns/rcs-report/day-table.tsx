import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

export interface DayRow {
  day: string;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  smsFallback: number;
}

/** Outcomes by day: the campaign report's and the reports page's "by day". */
export function DayTable({ days }: { days: readonly DayRow[] }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{t('rcsCampaigns.report.by_day')}</h2>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rcsCampaigns.report.no_days')}</p>
      ) : (
        <Table aria-label={t('rcsCampaigns.report.by_day')} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{t('rcsCampaigns.report.day')}</TableHead>
              {(['sent', 'delivered', 'read', 'failed', 'sms_fallback'] as const).map((key) => (
                <TableHead key={key} className="text-end">
                  {t(`rcsCampaigns.report.${key}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day}>
                <TableCell label={t('rcsCampaigns.report.day')} dir="ltr">{day.day}</TableCell>
                <TableCell label={t('rcsCampaigns.report.sent')} className="text-end tabular-nums">{day.sent}</TableCell>
                <TableCell label={t('rcsCampaigns.report.delivered')} className="text-end tabular-nums">{day.delivered}</TableCell>
                <TableCell label={t('rcsCampaigns.report.read')} className="text-end tabular-nums">{day.read}</TableCell>
                <TableCell label={t('rcsCampaigns.report.failed')} className="text-end tabular-nums">{day.failed}</TableCell>
                <TableCell label={t('rcsCampaigns.report.sms_fallback')} className="text-end tabular-nums">{day.smsFallback}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
