import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { statusTimeOf } from '@/api/contracts/campaign-export';
import type { RecipientStatus } from '@/api/contracts/campaigns';
import { NativeSelect } from '@/ui/native-select';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
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
          <Table aria-label={t('waReport.rows.table_label')} data-testid="recipient-rows" stacked>
            <TableHeader>
              <TableRow>
                <TableHead>{t('waReport.columns.phone')}</TableHead>
                <TableHead>{t('waReport.columns.status')}</TableHead>
                <TableHead>{t('waReport.columns.status_time')}</TableHead>
                <TableHead>{t('waReport.columns.error_code')}</TableHead>
                <TableHead>{t('waReport.columns.reason')}</TableHead>
                <TableHead>{t('waReport.columns.variables')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((row) => (
                <TableRow key={row.id} data-phone={row.phone}>
                  <TableCell label={t('waReport.columns.phone')} dir="ltr" className="whitespace-nowrap tabular-nums">
                    {row.phone}
                  </TableCell>
                  <TableCell label={t('waReport.columns.status')}>
                    <Badge variant={statusVariant[row.status]}>{t(`waReport.status.${row.status}`)}</Badge>
                  </TableCell>
                  <TableCell label={t('waReport.columns.status_time')} className="whitespace-nowrap">{format.date(statusTimeOf(row), 'dateTimeSeconds')}</TableCell>
                  <TableCell label={t('waReport.columns.error_code')}>{row.errorCode ?? ''}</TableCell>
                  <TableCell label={t('waReport.columns.reason')} className="whitespace-normal md:max-w-72 md:min-w-56"><RecipientReason row={row} /></TableCell>
                  <TableCell label={t('waReport.columns.variables')} className="md:max-w-72">
                    {Object.entries(row.variables).length ? (
                      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                        {Object.entries(row.variables).map(([name, value]) => (
                          <div key={name} className="contents">
                            <dt className="font-medium text-muted-foreground">{name}</dt>
                            <dd className="truncate" dir="auto">
                              {value}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
