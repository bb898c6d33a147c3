import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TransactionsResponse } from '@/api/contracts/transactions';
import { ResourceTable } from '@/ui/resource-table';
import { CATEGORIES, CATEGORY_COLOURS } from './billing-format';
import { useFormat } from '@/ui/format';

type DayCharge = TransactionsResponse['byDay'][number];

/**
 * What each day cost, stacked by category, with the same figures as a table: the table is what
 * screen readers and keyboard users read (the drawing is hidden from them) and what a reader copies.
 */
export function ChargesByDayChart({ data }: { data: TransactionsResponse }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const money = (value: number) => format.money(value, data.currency);
  const days = new Map<string, Record<string, number>>();
  for (const row of data.byDay) days.set(row.day, { ...(days.get(row.day) ?? {}), [row.category]: row.amount });
  const points = [...days.entries()].map(([day, amounts]) => ({ day: format.day(day, 'dayMonth'), ...amounts }));
  const shown = CATEGORIES.filter((category) => data.byDay.some((row) => row.category === category));
  const dayTotals = new Map<string, number>();
  for (const row of data.byDay) dayTotals.set(row.day, (dayTotals.get(row.day) ?? 0) + row.amount);
  const costliest = [...dayTotals.entries()].sort(([, a], [, b]) => b - a)[0];
  const figure = { className: 'text-end tabular-nums', headClassName: 'text-end' };
  const columns: ColumnDef<DayCharge>[] = [
    { id: 'day', header: t('waBilling.day'), cell: ({ row }) => format.day(row.original.day), meta: { className: 'whitespace-nowrap' } },
    { id: 'category', header: t('waBilling.category_heading'), cell: ({ row }) => t(`waBilling.category.${row.original.category}`, { defaultValue: row.original.category }) },
    { id: 'messages', header: t('waBilling.messages'), cell: ({ row }) => format.number(row.original.messages), meta: figure },
    { id: 'amount', header: t('waBilling.amount'), cell: ({ row }) => money(row.original.amount), meta: figure },
  ];
  return (
    <figure className="grid gap-3" aria-labelledby="wa-billing-chart-caption">
      <figcaption id="wa-billing-chart-caption" className="text-sm font-medium">
        {t('waBilling.chart.caption')}
      </figcaption>
      {costliest ? <p className="text-sm text-muted-foreground">{t('waBilling.chart.summary', { count: points.length, days: format.number(points.length), day: format.day(costliest[0]), amount: money(costliest[1]) })}</p> : null}
      <div className="h-64 min-w-0" dir="ltr" aria-hidden="true" data-testid="billing-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" reversed={rtl} tick={{ fontSize: 12 }} />
            <YAxis orientation={rtl ? 'right' : 'left'} tick={{ fontSize: 12 }} tickFormatter={(value: number) => money(value)} width={84} />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Legend formatter={(value: string) => t(`waBilling.category.${value}`, { defaultValue: value })} />
            {shown.map((category) => (
              <Bar key={category} dataKey={category} stackId="day" fill={CATEGORY_COLOURS[category]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ResourceTable label={t('waBilling.chart.table_label')} columns={columns} rows={data.byDay} getRowId={(row) => `${row.day}-${row.category}`} />
    </figure>
  );
}
