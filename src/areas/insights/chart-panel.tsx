import type { ColumnDef } from '@tanstack/react-table';
import { BarChart3, Download, TableIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ResourceTable } from '@/ui/resource-table';
import { cn } from '@/ui/cn';
import { saveCsv, tableCsv, type TableColumn } from './csv';

export interface ChartPanelProps<Row> {
  id: string;
  title: string;
  /** What the chart shows in one or two sentences: what a screen reader hears instead of the drawing. */
  summary: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** The drawing; absent, the panel is a table only. */
  chart?: ReactNode;
  /** The CSV's name without extension. */
  fileName: string;
  /** Shown instead of chart and table when there are no rows. */
  empty: string;
  /** Formats a numeric cell for the table view (the CSV keeps raw numbers). */
  display?: (column: TableColumn<Row>, row: Row) => string;
  className?: string;
}

/**
 * One chart with its text summary, a table view of the same rows, and a CSV of what it shows. The
 * drawing is hidden from assistive technology: the summary and the table carry the figures.
 */
export function ChartPanel<Row>({ id, title, summary, columns, rows, chart, fileName, empty, display, className }: ChartPanelProps<Row>) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  const titleId = `${id}-title`;
  const tableColumns = columns.map(
    (column): ColumnDef<Row> => ({
      id: column.key,
      header: column.label,
      cell: ({ row }) => (display ? display(column, row.original) : String(column.value(row.original))),
      meta: column.numeric ? { className: 'text-end tabular-nums', headClassName: 'text-end' } : { className: 'break-words' },
    }),
  );
  return (
    <Card className={cn('min-w-0 gap-3 p-4', className)} role="region" aria-labelledby={titleId} data-testid={`panel-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-1">
          {chart ? (
            <div role="group" aria-label={t('insights.panel.view', { title })} className="flex gap-1">
              <Button size="sm" variant={view === 'chart' ? 'primary' : 'outline'} aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
                <BarChart3 aria-hidden />
                {t('insights.panel.chart')}
              </Button>
              <Button size="sm" variant={view === 'table' ? 'primary' : 'outline'} aria-pressed={view === 'table'} onClick={() => setView('table')}>
                <TableIcon aria-hidden />
                {t('insights.panel.table')}
              </Button>
            </div>
          ) : null}
          <Button size="sm" variant="outline" disabled={rows.length === 0} onClick={() => saveCsv(`${fileName}.csv`, tableCsv(columns, rows))} aria-label={t('insights.panel.csv_label', { title })}>
            <Download aria-hidden />
            {t('insights.panel.csv')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" data-testid={`summary-${id}`}>
        {rows.length === 0 ? empty : summary}
      </p>
      {rows.length > 0 && view === 'chart' && chart ? (
        <div className="h-64 min-w-0" aria-hidden="true" data-testid={`chart-${id}`}>
          {chart}
        </div>
      ) : null}
      {rows.length > 0 && view === 'table' ? (
        <ResourceTable label={title} testId={`table-${id}`} columns={tableColumns} rows={[...rows]} getRowId={(_row, index) => String(index)} />
      ) : null}
    </Card>
  );
}
