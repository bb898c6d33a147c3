import type { ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import { Link } from 'react-router-dom';
import type { CampaignListRow, CampaignState } from '@/api/contracts/campaigns';
import { ListPage } from '@/shell/page/list-page';
import { NativeSelect } from '@/ui/native-select';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Pager } from '@/ui/pager';
import { ResourceTable } from '@/ui/resource-table';
import { PAGE_SIZE, useReportCampaigns } from './queries/use-report-campaigns';
import { localDayRange } from '@/ui/format/local-day-range';
import { CAMPAIGN_STATES, stateVariant } from './report-format';

interface Filters {
  search: string;
  state: CampaignState | '';
  from: string;
  to: string;
}

const EMPTY: Filters = { search: '', state: '', from: '', to: '' };
const COUNTS = ['total', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** spec §2 whatsapp-campaign/report: the account's campaigns with their funnels, searched and filtered on the server. */
export function ReportListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const datesInvalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  const list = useReportCampaigns({ search: filters.search.trim() || undefined, state: filters.state || undefined, ...localDayRange(filters.from, filters.to), page, pageSize: PAGE_SIZE });
  const n = (value: number) => format.number(value);

  const columns: ColumnDef<CampaignListRow>[] = [
    {
      id: 'name',
      header: t('waReport.list.name'),
      cell: ({ row }) => (
        <Link to={`/whatsapp-campaign/report/${row.original.id}`} className="text-primary underline-offset-4 hover:underline" aria-label={t('waReport.open', { name: row.original.name })}>
          {row.original.name}
        </Link>
      ),
      meta: { className: 'font-medium' },
    },
    { id: 'state', header: t('waReport.list.state'), cell: ({ row }) => <Badge variant={stateVariant[row.original.state]}>{t(`waReport.state.${row.original.state}`)}</Badge> },
    { id: 'created', header: t('waReport.list.created'), cell: ({ row }) => format.date(row.original.createdOn), meta: { className: 'whitespace-nowrap' } },
    ...COUNTS.map(
      (count): ColumnDef<CampaignListRow> => ({
        id: count,
        header: t(`waReport.funnel.${count}`),
        cell: ({ row }) => n(row.original.funnel[count]),
        meta: { className: 'text-end tabular-nums', headClassName: 'text-end' },
      }),
    ),
  ];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (datesInvalid) return;
    setFilters(draft);
    setPage(1);
  };

  return (
    <ListPage
      titleId="wa-report-title"
      title={t('waReport.title')}
      filters={
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
      }
      query={list}
      failed={t('waReport.list_failed')}
      saysOwnError={false}
      loading={t('waReport.loading')}
      isEmpty={(data) => data.rows.length === 0}
      empty={t(filters === EMPTY ? 'waReport.empty' : 'waReport.empty_filtered')}
      pager={(data) => (
        <Pager
          label={t('waReport.pagination')}
          status={t('waReport.page_info', { page: n(page), pages: n(pagesOf(data.total)), count: data.total })}
          page={page}
          pages={pagesOf(data.total)}
          onPage={setPage}
          previous={t('waReport.previous')}
          next={t('waReport.next')}
        />
      )}
    >
      {(data) => <ResourceTable label={t('waReport.table_label')} testId="report-campaigns" columns={columns} rows={data.rows} getRowId={(row) => row.id} rowData={(row) => ({ 'data-campaign': row.id })} />}
    </ListPage>
  );
}
