import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '@/ui/resource-table';

const FIGURES = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed', sms_fallback: 'smsFallback' } as const satisfies Record<string, keyof DayRow>;

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
  const columns: ColumnDef<DayRow>[] = [
    { id: 'day', header: t('rcsCampaigns.report.day'), cell: ({ row }) => row.original.day, meta: { dir: 'ltr' } },
    ...Object.entries(FIGURES).map(
      ([key, field]): ColumnDef<DayRow> => ({
        id: key,
        header: t(`rcsCampaigns.report.${key as keyof typeof FIGURES}`),
        cell: ({ row }) => row.original[field],
        meta: { className: 'text-end tabular-nums', headClassName: 'text-end' },
      }),
    ),
  ];
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{t('rcsCampaigns.report.by_day')}</h2>
      {days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rcsCampaigns.report.no_days')}</p>
      ) : (
        <ResourceTable label={t('rcsCampaigns.report.by_day')} columns={columns} rows={[...days]} getRowId={(day) => day.day} />
      )}
    </section>
  );
}
