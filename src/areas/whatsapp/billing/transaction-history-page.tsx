import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { TRANSACTIONS_MAX_DAYS, type TransactionsQuery } from '@/api/contracts/transactions';
import { NativeSelect } from '@/ui/native-select';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
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
  const exportCharges = () =>
    void download.start({ pagename: DOWNLOAD_PAGES.transactionHistory, filter: { from: query.from, to: query.to, ...(query.senderId ? { senderId: query.senderId } : {}) }, rows: charges.data?.total.messages ?? 0 });

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="wa-billing-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="wa-billing-title" className="text-2xl font-semibold">
          {t('waBilling.title')}
        </h1>
        <Button variant="outline" onClick={exportCharges} disabled={download.busy || !charges.data || charges.data.total.messages === 0}>
          <Download aria-hidden />
          {t('waBilling.export')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('waBilling.intro')}</p>
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
      {charges.isPending ? <Spinner label={t('waBilling.loading')} showLabel /> : null}
      {charges.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('waBilling.failed')}
        </p>
      ) : null}
      {charges.data ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={t('waBilling.totals')}>
            <Card className="gap-1 p-4">
              <dt className="text-sm text-muted-foreground">{t('waBilling.total')}</dt>
              <dd className="text-xl font-semibold tabular-nums">{money(charges.data.total.amount)}</dd>
              <dd className="text-sm text-muted-foreground">{t('waBilling.message_count', { count: charges.data.total.messages, formatted: count(charges.data.total.messages) })}</dd>
            </Card>
            {charges.data.byCategory.map((row) => (
              <Card key={row.category} className="gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{t(`waBilling.category.${row.category}`, { defaultValue: row.category })}</dt>
                <dd className="text-xl font-semibold tabular-nums">{money(row.amount)}</dd>
                <dd className="text-sm text-muted-foreground">{t('waBilling.message_count', { count: row.messages, formatted: count(row.messages) })}</dd>
              </Card>
            ))}
          </dl>
          {charges.data.total.messages === 0 ? (
            <Card className="items-center p-8 text-center">
              <p className="text-muted-foreground">{t('waBilling.empty')}</p>
            </Card>
          ) : (
            <>
              <Card className="p-4">
                <ChargesByDayChart data={charges.data} />
              </Card>
              <Card className="p-4">
                <Table aria-label={t('waBilling.by_country')} stacked>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('waBilling.country')}</TableHead>
                      <TableHead>{t('waBilling.category_heading')}</TableHead>
                      <TableHead className="text-end">{t('waBilling.messages')}</TableHead>
                      <TableHead className="text-end">{t('waBilling.amount')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {charges.data.byCountry.map((row) => (
                      <TableRow key={`${row.country}-${row.category}`}>
                        <TableCell label={t('waBilling.country')}>{row.country === 'ZZ' ? t('waBilling.unknown_country') : countryName(row.country, i18n.language)}</TableCell>
                        <TableCell label={t('waBilling.category_heading')}>{t(`waBilling.category.${row.category}`, { defaultValue: row.category })}</TableCell>
                        <TableCell label={t('waBilling.messages')} className="text-end tabular-nums">{count(row.messages)}</TableCell>
                        <TableCell label={t('waBilling.amount')} className="text-end tabular-nums">{money(row.amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Card>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
