import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CampaignFunnel } from '@/api/contracts/campaigns';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

const STEPS = ['total', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
const COLOURS: Record<(typeof STEPS)[number], string> = {
  total: 'var(--color-primary)',
  sent: 'var(--color-info)',
  delivered: 'var(--color-success)',
  read: 'var(--color-success)',
  failed: 'var(--color-destructive)',
  skipped: 'var(--color-warning)',
};

/**
 * The funnel as bars, with the same numbers as a table: the table is what screen readers and
 * keyboard users read (the drawing is hidden from them), and it is the text a reader can copy.
 */
export function FunnelChart({ funnel }: { funnel: CampaignFunnel }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const data = STEPS.map((step) => ({ step, label: t(`waReport.funnel.${step}`), value: funnel[step] }));
  return (
    <figure className="grid gap-4 md:grid-cols-[2fr_1fr]" aria-labelledby="wa-report-funnel-caption">
      <figcaption id="wa-report-funnel-caption" className="text-sm font-medium md:col-span-2">
        {t('waReport.funnel.caption')}
      </figcaption>
      {/* Horizontal bars keep the step names readable at 375 px. The drawing lays itself out left to right; in RTL the bars grow leftwards and the names move right instead. */}
      <div className="h-64 min-w-0" dir="ltr" aria-hidden="true" data-testid="funnel-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} reversed={rtl} tick={{ fontSize: 12 }} tickFormatter={(value: number) => format.number(value)} />
            <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} width={84} tick={{ fontSize: 12 }} interval={0} />
            <Tooltip formatter={(value) => format.number(Number(value))} />
            <Bar dataKey="value" radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} isAnimationActive={false}>
              {data.map((entry) => (
                <Cell key={entry.step} fill={COLOURS[entry.step]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table aria-label={t('waReport.funnel.table_label')} data-testid="funnel-table" stacked>
        <TableHeader>
          <TableRow>
            <TableHead>{t('waReport.funnel.step')}</TableHead>
            <TableHead className="text-end">{t('waReport.funnel.count')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((entry) => (
            <TableRow key={entry.step} data-step={entry.step}>
              <TableCell label={t('waReport.funnel.step')}>{entry.label}</TableCell>
              <TableCell label={t('waReport.funnel.count')} className="text-end tabular-nums">{format.number(entry.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
