import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TransactionsResponse } from '@/api/contracts/transactions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { CATEGORIES, CATEGORY_COLOURS } from './billing-format';
import { useFormat } from '@/ui/format';

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
      <Table aria-label={t('waBilling.chart.table_label')} stacked>
        <TableHeader>
          <TableRow>
            <TableHead>{t('waBilling.day')}</TableHead>
            <TableHead>{t('waBilling.category_heading')}</TableHead>
            <TableHead className="text-end">{t('waBilling.messages')}</TableHead>
            <TableHead className="text-end">{t('waBilling.amount')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.byDay.map((row) => (
            <TableRow key={`${row.day}-${row.category}`}>
              <TableCell label={t('waBilling.day')} className="whitespace-nowrap">{format.day(row.day)}</TableCell>
              <TableCell label={t('waBilling.category_heading')}>{t(`waBilling.category.${row.category}`, { defaultValue: row.category })}</TableCell>
              <TableCell label={t('waBilling.messages')} className="text-end tabular-nums">{format.number(row.messages)}</TableCell>
              <TableCell label={t('waBilling.amount')} className="text-end tabular-nums">{money(row.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
