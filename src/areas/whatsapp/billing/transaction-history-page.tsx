import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { TRANSACTIONS_MAX_DAYS, type TransactionsQuery, type TransactionsResponse } from '@/api/contracts/transactions';
import { NativeSelect } from '@/ui/native-select';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { ResourceTable } from '@/ui/resource-table';
import { countryName, rangeProblem } from './billing-format';
import { ChargesByDayChart } from './charges-by-day-chart';
import { useSenders } from '../shared/queries/use-senders';
import { useTransactions } from './queries/use-transactions';
import { utcDay } from './billing-format';
import { useFormat } from '@/ui/format';

/**
 * spec §2 whatsapp-campaign/transaction-history (#14): what the account was charged per conversation
 * category, country and UTC day, from the provider's billable statuses, with a chart, tables and export.
 */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState<TransactionsQuery>({ from: utcDay(29), to: utcDay(0) });
  const [query, setQuery] = useState<TransactionsQuery>(draft);
  const senders = useSenders();
  const charges = useTransactions(query);
  const download = useStartDownload();
  const problem = rangeProblem(draft.from, draft.to);
  const count = format.number;
  const money = (value: number) => format.money(value, charges.data?.currency ?? 'USD');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) setQuery(draft);
  };
  const countryColumns: ColumnDef<TransactionsResponse['byCountry'][number]>[] = [
    { id: 'country', header: t('waBilling.country'), cell: ({ row }) => (row.original.country === 'ZZ' ? t('waBilling.unknown_country') : countryName(row.original.country, i18n.language)) },
    { id: 'category', header: t('waBilling.category_heading'), cell: ({ row }) => t(`waBilling.category.${row.original.category}`, { defaultValue: row.original.category }) },
    { id: 'messages', header: t('waBilling.messages'), cell: ({ row }) => count(row.original.messages), meta: { className: 'text-end tabular-nums', headClassName: 'text-end' } },
    { id: 'amount', header: t('waBilling.amount'), cell: ({ row }) => money(row.original.amount), meta: { className: 'text-end tabular-nums', headClassName: 'text-end' } },
  ];
  const exportCharges = () =>
    void download.start({ pagename: DOWNLOAD_PAGES.transactionHistory, filter: { from: query.from, to: query.to, ...(query.senderId ? { senderId: query.senderId } : {}) }, rows: charges.data?.total.messages ?? 0 });

  return (
    <PageFrame
      titleId="wa-billing-title"
      title={t('waBilling.title')}
      lead={t('waBilling.intro')}
      actions={
        <Button variant="outline" onClick={exportCharges} disabled={download.busy || !charges.data || charges.data.total.messages === 0}>
          <Download aria-hidden />
          {t('waBilling.export')}
        </Button>
      }
    >
      <Card className="p-4">
        <form onSubmit={apply} className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]" aria-label={t('waBilling.filters')}>
          <FormField label={t('waBilling.from')} className="gap-1">
            <Input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </FormField>
          <FormField label={t('waBilling.to')} className="gap-1" error={problem ? t(`waBilling.range.${problem}`, { days: TRANSACTIONS_MAX_DAYS }) : undefined}>
            <Input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </FormField>
          <FormField label={t('waBilling.sender')} className="gap-1">
            <NativeSelect value={draft.senderId ?? ''} onChange={(event) => setDraft({ ...draft, senderId: event.target.value || undefined })}>
              <option value="">{t('waBilling.all_senders')}</option>
              {(senders.data ?? []).map((sender) => (
                <option key={sender.id} value={sender.id}>
                  {`${sender.verifiedName} · ${sender.displayNumber}`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" className="sm:mt-5" disabled={Boolean(problem)}>
            {t('waBilling.apply')}
          </Button>
        </form>
      </Card>
      <QueryBoundary query={charges} failed={t('waBilling.failed')} saysOwnError={false} loading={t('waBilling.loading')}>
        {(data) => (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={t('waBilling.totals')}>
              <Card className="gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{t('waBilling.total')}</dt>
                <dd className="text-xl font-semibold tabular-nums">{money(data.total.amount)}</dd>
                <dd className="text-sm text-muted-foreground">{t('waBilling.message_count', { count: data.total.messages, formatted: count(data.total.messages) })}</dd>
              </Card>
              {data.byCategory.map((row) => (
                <Card key={row.category} className="gap-1 p-4">
                  <dt className="text-sm text-muted-foreground">{t(`waBilling.category.${row.category}`, { defaultValue: row.category })}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{money(row.amount)}</dd>
                  <dd className="text-sm text-muted-foreground">{t('waBilling.message_count', { count: row.messages, formatted: count(row.messages) })}</dd>
                </Card>
              ))}
            </dl>
            {data.total.messages === 0 ? (
              <Card className="items-center p-8 text-center">
                <p className="text-muted-foreground">{t('waBilling.empty')}</p>
              </Card>
            ) : (
              <>
                <Card className="p-4">
                  <ChargesByDayChart data={data} />
                </Card>
                <Card className="p-4">
                  <ResourceTable label={t('waBilling.by_country')} columns={countryColumns} rows={data.byCountry} getRowId={(row) => `${row.country}-${row.category}`} />
                </Card>
              </>
            )}
          </>
        )}
      </QueryBoundary>
    </PageFrame>
  );
}
