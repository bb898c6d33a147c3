import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { Link } from 'react-router-dom';
import type { CampaignState } from '@/api/contracts/campaigns';
import { NativeSelect } from '@/ui/native-select';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { PAGE_SIZE, useReportCampaigns } from './queries/use-report-campaigns';
import { CAMPAIGN_STATES, localDayRange, stateVariant } from './report-format';

interface Filters {
  search: string;
  state: CampaignState | '';
  from: string;
  to: string;
}

const EMPTY: Filters = { search: '', state: '', from: '', to: '' };
const COUNTS = ['total', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;

/** spec §2 whatsapp-campaign/report: the account's campaigns with their funnels, searched and filtered on the server. */
export function ReportListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const datesInvalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  const list = useReportCampaigns({ search: filters.search.trim() || undefined, state: filters.state || undefined, ...localDayRange(filters.from, filters.to), page, pageSize: PAGE_SIZE });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const n = (value: number) => format.number(value);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (datesInvalid) return;
    setFilters(draft);
    setPage(1);
  };

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="wa-report-title">
      <h1 id="wa-report-title" className="text-2xl font-semibold">
        {t('waReport.title')}
      </h1>
      <Card className="p-4">
        <form onSubmit={apply} className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]" aria-label={t('waReport.filters')}>
          <FormField label={t('waReport.search')} className="gap-1">
            <Input type="search" value={draft.search} maxLength={100} placeholder={t('waReport.search_placeholder')} onChange={(event) => setDraft({ ...draft, search: event.target.value })} />
          </FormField>
          <FormField label={t('waReport.state_filter')} className="gap-1">
            <NativeSelect value={draft.state} onChange={(event) => setDraft({ ...draft, state: event.target.value as CampaignState | '' })}>
              <option value="">{t('waReport.all_states')}</option>
              {CAMPAIGN_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`waReport.state.${state}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('waReport.from')} className="gap-1">
            <Input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </FormField>
          <FormField label={t('waReport.to')} className="gap-1" error={datesInvalid ? t('waReport.dates_invalid') : undefined}>
            <Input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </FormField>
          <Button type="submit" className="sm:mt-5" disabled={datesInvalid}>
            <Search aria-hidden />
            {t('waReport.apply')}
          </Button>
        </form>
      </Card>
      {list.isPending ? <Spinner label={t('waReport.loading')} showLabel /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('waReport.list_failed')}
        </p>
      ) : null}
      {list.data && list.data.rows.length === 0 ? (
        <Card className="items-center p-8 text-center">
          <p className="text-muted-foreground">{t(filters === EMPTY ? 'waReport.empty' : 'waReport.empty_filtered')}</p>
        </Card>
      ) : null}
      {list.data && list.data.rows.length > 0 ? (
        <>
          <Table aria-label={t('waReport.table_label')} data-testid="report-campaigns" stacked>
            <TableHeader>
              <TableRow>
                <TableHead>{t('waReport.list.name')}</TableHead>
                <TableHead>{t('waReport.list.state')}</TableHead>
                <TableHead>{t('waReport.list.created')}</TableHead>
                {COUNTS.map((count) => (
                  <TableHead key={count} className="text-end">
                    {t(`waReport.funnel.${count}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.rows.map((row) => (
                <TableRow key={row.id} data-campaign={row.id}>
                  <TableCell label={t('waReport.list.name')} className="font-medium">
                    <Link to={`/whatsapp-campaign/report/${row.id}`} className="text-primary underline-offset-4 hover:underline" aria-label={t('waReport.open', { name: row.name })}>
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell label={t('waReport.list.state')}>
                    <Badge variant={stateVariant[row.state]}>{t(`waReport.state.${row.state}`)}</Badge>
                  </TableCell>
                  <TableCell label={t('waReport.list.created')} className="whitespace-nowrap">{format.date(row.createdOn)}</TableCell>
                  {COUNTS.map((count) => (
                    <TableCell key={count} label={t(`waReport.funnel.${count}`)} className="text-end tabular-nums">
                      {n(row.funnel[count])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={t('waReport.pagination')}>
            <span>{t('waReport.page_info', { page: n(page), pages: n(pages), count: list.data.total })}</span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('waReport.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('waReport.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </section>
  );
}
