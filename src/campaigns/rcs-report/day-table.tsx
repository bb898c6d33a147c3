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
        <div className="overflow-x-auto">
          <Table aria-label={t('rcsCampaigns.report.by_day')}>
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
                  <TableCell dir="ltr">{day.day}</TableCell>
                  <TableCell className="text-end">{day.sent}</TableCell>
                  <TableCell className="text-end">{day.delivered}</TableCell>
                  <TableCell className="text-end">{day.read}</TableCell>
                  <TableCell className="text-end">{day.failed}</TableCell>
                  <TableCell className="text-end">{day.smsFallback}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
