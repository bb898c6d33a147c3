import { BarChart3, Download, TableIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
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
        <Table aria-labelledby={titleId} data-testid={`table-${id}`} stacked>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.key} className={column.numeric ? 'text-end' : undefined}>
                  {column.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.key} label={column.label} className={column.numeric ? 'text-end tabular-nums' : 'break-words'}>
                    {display ? display(column, row) : String(column.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Card>
  );
}
