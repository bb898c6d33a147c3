import type { ColumnDef } from '@tanstack/react-table';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import type { AudiencePreviewRow, AudienceResult } from './audience-types';
import { useFormat } from '@/ui/format';

const statusVariant = { valid: 'success', invalid: 'destructive', missing: 'destructive', duplicate: 'warning' } as const;

/** Valid, invalid, duplicate and total rows, as large numbers a user reads at a glance. */
export function AudienceCounts({ result }: { result: AudienceResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const items = [
    ['total', result.counts.total],
    ['valid', result.counts.valid],
    ['invalid', result.counts.invalid],
    ['duplicate', result.counts.duplicate],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-lg border bg-surface p-3">
          <dt className="text-xs text-muted-foreground">{t(`campaigns.audience.count_${key}`)}</dt>
          <dd className="text-xl font-semibold tabular-nums">{format.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Files that could not be used, each with its reason. */
export function AudienceFileErrors({ result }: { result: AudienceResult }) {
  const { t } = useTranslation();
  const failed = result.files.filter((f) => f.error);
  if (failed.length === 0) return null;
  return (
    <Alert variant="destructive">
      <ul className="grid gap-1">
        {failed.map((file, index) => (
          <li key={index}>{t(`campaigns.audience.file_error.${file.error}`, { name: file.name })}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Rows shown on a phone until asked for more: ten cards pushed the pace, limit and cost a screen's height apart from the file. */
const PHONE_ROWS = 3;

/** The first rows of a file as read, with the number each became and its status. */
export function AudiencePreviewTable({ rows, columns }: { rows: readonly AudiencePreviewRow[]; columns: readonly string[] }) {
  const { t } = useTranslation();
  const [allOnPhone, setAllOnPhone] = useState(false);
  const tableId = useId();
  if (rows.length === 0) return null;
  const title = t('campaigns.audience.preview_title', { count: rows.length });
  const tableColumns: ColumnDef<AudiencePreviewRow>[] = [
    { id: 'row', header: t('campaigns.audience.row'), cell: ({ row }) => row.original.row, meta: { className: 'tabular-nums' } },
    ...columns.map(
      (column, index): ColumnDef<AudiencePreviewRow> => ({ id: `file-${index}`, header: column, cell: ({ row }) => row.original.cells[index] ?? '', meta: { dir: 'auto' } }),
    ),
    { id: 'phone', header: t('campaigns.audience.normalised_phone'), cell: ({ row }) => row.original.phone ?? '—', meta: { className: 'tabular-nums', dir: 'ltr' } },
    {
      id: 'status',
      header: t('campaigns.audience.status'),
      cell: ({ row }) => <Badge variant={statusVariant[row.original.status]}>{t(`campaigns.audience.status_${row.original.status}`)}</Badge>,
    },
  ];
  return (
    <section aria-labelledby="audience-preview-title" className="grid gap-2">
      <h3 id="audience-preview-title" className="text-sm font-semibold">
        {title}
      </h3>
      <ResourceTable
        id={tableId}
        label={title}
        columns={tableColumns}
        rows={[...rows]}
        getRowId={(row) => `${row.file}:${row.row}`}
        hideOnPhone={(_, index) => !allOnPhone && index >= PHONE_ROWS}
      />
      {rows.length > PHONE_ROWS && (
        <Button type="button" variant="outline" size="sm" className="w-fit md:hidden" aria-controls={tableId} aria-expanded={allOnPhone} onClick={() => setAllOnPhone((all) => !all)}>
          {t(allOnPhone ? 'campaigns.audience.preview_fewer' : 'campaigns.audience.preview_all')}
        </Button>
      )}
    </section>
  );
}

/**
 * Problems by row number; past the listed ones, a line says how many more there are. Drawn again only
 * for another file: its thousand rows took 60–130 ms a render, and the send form renders at every
 * uploaded chunk while this step stays mounted (docs/performance.md "Session 29").
 */
export const AudienceProblems = memo(function AudienceProblems({ result }: { result: AudienceResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { problems } = result;
  if (problems.length === 0) return null;
  const total = result.counts.invalid + result.counts.duplicate;
  const several = result.files.length > 1;
  return (
    <section aria-labelledby="audience-problems-title" className="grid gap-2">
      <h3 id="audience-problems-title" className="text-sm font-semibold">
        {t('campaigns.audience.problems_title', { count: total })}
      </h3>
      {/* Focusable so the keyboard can scroll a long list (axe scrollable-region-focusable). */}
      <ul tabIndex={0} aria-labelledby="audience-problems-title" className="max-h-64 overflow-y-auto rounded-lg border text-sm focus-visible:outline-2 focus-visible:outline-ring">
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.row}`} className="flex gap-2 border-b px-3 py-1.5 last:border-b-0">
            <span className="font-medium tabular-nums">
              {several ? t('campaigns.audience.file_row', { file: result.files[problem.file]?.name ?? '', row: problem.row }) : t('campaigns.audience.row_n', { row: problem.row })}
            </span>
            <span>{t(`campaigns.audience.problem_${problem.kind}`)}</span>
            {problem.value ? (
              <span dir="ltr" className="text-muted-foreground">
                {problem.value}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {total > problems.length ? <p className="text-xs text-muted-foreground">{t('campaigns.audience.more_problems', { count: total - problems.length, shown: format.number(problems.length) })}</p> : null}
    </section>
  );
});
