import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CampaignFunnel } from '@/api/contracts/campaigns';
import { ResourceTable } from '@/ui/resource-table';

const STEPS = ['total', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
type Step = (typeof STEPS)[number];
interface StepRow {
  step: Step;
  label: string;
  value: number;
}

const COLOURS: Record<Step, string> = {
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
  const data: StepRow[] = STEPS.map((step) => ({ step, label: t(`waReport.funnel.${step}`), value: funnel[step] }));
  const columns: ColumnDef<StepRow>[] = [
    { id: 'step', header: t('waReport.funnel.step'), cell: ({ row }) => row.original.label },
    {
      id: 'count',
      header: t('waReport.funnel.count'),
      cell: ({ row }) => format.number(row.original.value),
      meta: { className: 'text-end tabular-nums', headClassName: 'text-end' },
    },
  ];
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
      <ResourceTable
        label={t('waReport.funnel.table_label')}
        testId="funnel-table"
        columns={columns}
        rows={data}
        getRowId={(entry) => entry.step}
        rowData={(entry) => ({ 'data-step': entry.step })}
      />
    </figure>
  );
}
