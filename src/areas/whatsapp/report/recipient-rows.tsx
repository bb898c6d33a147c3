import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { statusTimeOf } from '@/api/contracts/campaign-export';
import type { RecipientRow, RecipientStatus } from '@/api/contracts/campaigns';
import { NativeSelect } from '@/ui/native-select';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { ResourceTable } from '@/ui/resource-table';
import { RecipientReason } from './reason-text';
import { ROWS_PAGE_SIZE, useRecipients } from './queries/use-recipients';
import { RECIPIENT_STATUSES, statusVariant } from './report-format';

/**
 * The campaign's recipients, paged on the server by keyset: the page keeps the `after` of every
 * page it has passed, so Previous goes back without offsets.
 */
export function RecipientRows({ campaignId, status, onStatusChange }: { campaignId: string; status: RecipientStatus | undefined; onStatusChange: (status: RecipientStatus | undefined) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [afters, setAfters] = useState<number[]>([0]);
  const after = afters.at(-1) ?? 0;
  const rows = useRecipients(campaignId, status, after);
  const first = (afters.length - 1) * ROWS_PAGE_SIZE + 1;
  const page = rows.data;

  const columns: ColumnDef<RecipientRow>[] = [
    { id: 'phone', header: t('waReport.columns.phone'), cell: ({ row }) => row.original.phone, meta: { className: 'whitespace-nowrap tabular-nums', dir: 'ltr' } },
    { id: 'status', header: t('waReport.columns.status'), cell: ({ row }) => <Badge variant={statusVariant[row.original.status]}>{t(`waReport.status.${row.original.status}`)}</Badge> },
    { id: 'status_time', header: t('waReport.columns.status_time'), cell: ({ row }) => format.date(statusTimeOf(row.original), 'dateTimeSeconds'), meta: { className: 'whitespace-nowrap' } },
    { id: 'error_code', header: t('waReport.columns.error_code'), cell: ({ row }) => row.original.errorCode ?? '' },
    { id: 'reason', header: t('waReport.columns.reason'), cell: ({ row }) => <RecipientReason row={row.original} />, meta: { className: 'whitespace-normal md:max-w-72 md:min-w-56' } },
    {
      id: 'variables',
      header: t('waReport.columns.variables'),
      cell: ({ row }) =>
        Object.entries(row.original.variables).length ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
            {Object.entries(row.original.variables).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-muted-foreground">{name}</dt>
                <dd className="truncate" dir="auto">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null,
      meta: { className: 'md:max-w-72' },
    },
  ];

  const changeStatus = (value: string) => {
    setAfters([0]);
    onStatusChange(value ? (value as RecipientStatus) : undefined);
  };

  return (
    <section className="grid gap-3" aria-labelledby="wa-report-rows-title">
      <h2 id="wa-report-rows-title" className="text-lg font-semibold">
        {t('waReport.rows.title')}
      </h2>
      <div>
        <FormField label={t('waReport.rows.status_filter')} className="w-full gap-1 sm:w-56">
          <NativeSelect value={status ?? ''} onChange={(event) => changeStatus(event.target.value)}>
            <option value="">{t('waReport.rows.all_statuses')}</option>
            {RECIPIENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`waReport.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {rows.isPending ? <Spinner label={t('waReport.loading')} showLabel /> : null}
      {rows.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('waReport.rows.load_failed')}
        </p>
      ) : null}
      {page && page.rows.length === 0 ? (
        <Card className="items-center p-6 text-center">
          <p className="text-muted-foreground">{t('waReport.rows.empty')}</p>
        </Card>
      ) : null}
      {page && page.rows.length > 0 ? (
        <>
          <ResourceTable
            label={t('waReport.rows.table_label')}
            testId="recipient-rows"
            columns={columns}
            rows={page.rows}
            getRowId={(row) => String(row.id)}
            rowData={(row) => ({ 'data-phone': row.phone })}
          />
          <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={t('waReport.rows.pagination')}>
            <span>
              {t('waReport.rows.range', { first: format.number(first), last: format.number(first + page.rows.length - 1), total: format.number(page.total) })}
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={afters.length <= 1} onClick={() => setAfters(afters.slice(0, -1))}>
                {t('waReport.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page.next === null} onClick={() => page.next !== null && setAfters([...afters, page.next])}>
                {t('waReport.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </section>
  );
}
