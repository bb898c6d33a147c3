import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import { addOptOutsResponse, removeOptOutsResponse, TABLE_DOWNLOAD_PAGES, type OptOutRow } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { audienceRows, cellNamed, uploadInChunks } from '@/campaigns';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { ExportButton } from '../components/export-button';
import { ImportDialog } from '../components/import-dialog';
import { ServerTable } from '../components/server-table';
import { TablesPage } from '../components/tables-page';
import { useListState } from '../components/use-list-state';
import { useTableAccess } from '../components/use-table-access';
import { tablesEndpoint } from '../queries/tables-endpoint';
import { useOptOuts } from '../queries/use-opt-outs';
import { useRefreshTable } from '../queries/use-refresh-table';
import { AddOptOutDialog } from './add-opt-out-dialog';
import { useFormat } from '@/ui/format';

/** The opt-out list: STOP replies and numbers added by hand or imported, with why and when; marketing campaigns skip them. */
export function OptOutsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useApiClient();
  const refresh = useRefreshTable();
  const { canEdit } = useTableAccess();
  const list = useListState<string>('at', true);
  const query = useOptOuts(list.state);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (row: OptOutRow) => {
    setRemoving(row.phone);
    try {
      await client.call(tablesEndpoint('opt-outs/remove'), { method: 'post', json: { phones: [row.phone] }, schema: removeOptOutsResponse });
      notify.success(t('tables.opt_outs.removed', { phone: row.phone }));
      await refresh('optOuts');
    } catch {
      notify.error(t('tables.save_failed'));
    } finally {
      setRemoving(null);
    }
  };

  const columns: ColumnDef<OptOutRow>[] = [
      { id: 'phone', header: t('tables.columns.phone'), cell: ({ row }) => <span dir="ltr">{row.original.phone}</span> },
      { id: 'reason', header: t('tables.columns.reason'), cell: ({ row }) => <span className="block max-w-72 truncate whitespace-normal">{row.original.reason}</span> },
      { id: 'campaign', header: t('tables.columns.campaign'), enableSorting: false, cell: ({ row }) => row.original.campaignName ?? '–' },
      { id: 'at', header: t('tables.columns.opted_out'), cell: ({ row }) => format.date(row.original.at) },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">{t('tables.actions')}</span>,
              enableSorting: false,
              cell: ({ row }) => (
                <Button variant="ghost" size="icon-sm" disabled={removing === row.original.phone} aria-label={t('tables.opt_outs.remove', { phone: row.original.phone })} onClick={() => void remove(row.original)}>
                  <Trash2 aria-hidden />
                </Button>
              ),
            } satisfies ColumnDef<OptOutRow>,
          ]
        : []),
  ];

  const total = query.data?.total ?? 0;
  return (
    <TablesPage titleId="opt-outs-title" title={t('tables.opt_outs.title')} intro={t('tables.opt_outs.intro')}>
      <ServerTable
        label={t('tables.opt_outs.title')}
        columns={columns}
        page={query}
        list={list}
        getRowId={(row) => row.phone}
        searchLabel={t('tables.opt_outs.search')}
        emptyText={t('tables.opt_outs.empty')}
        toolbar={
          <>
            {canEdit ? (
              <>
                <Button variant="outline" onClick={() => setAdding(true)}>
                  <Plus aria-hidden />
                  {t('tables.opt_outs.add')}
                </Button>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <Upload aria-hidden />
                  {t('tables.import.open')}
                </Button>
              </>
            ) : null}
            <ExportButton pagename={TABLE_DOWNLOAD_PAGES.optOuts} filter={list.state.search ? { search: list.state.search } : {}} rows={total} />
          </>
        }
      />
      <AddOptOutDialog open={adding} onOpenChange={setAdding} onAdded={() => void refresh('optOuts')} />
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        title={t('tables.opt_outs.import_title')}
        description={t('tables.opt_outs.import_intro')}
        importRows={async (result, onProgress) => {
          let added = 0;
          let listed = 0;
          const fallback = t('tables.opt_outs.imported_reason', { file: result.files[0]?.name ?? '' });
          await uploadInChunks({
            rows: audienceRows(result.chunks),
            rowsTotal: result.counts.valid,
            maxRows: AUDIENCE_CHUNK_MAX_ROWS,
            post: async (chunk) => {
              const answer = await client.call(tablesEndpoint('opt-outs'), {
                method: 'post',
                json: { rows: chunk.map((row) => ({ phone: row.phone, reason: (cellNamed(row, 'reason') || fallback).slice(0, 200) })) },
                schema: addOptOutsResponse,
              });
              added += answer.added;
              listed += answer.alreadyListed;
            },
            onProgress: ({ rowsSent }) => onProgress(rowsSent),
          });
          await refresh('optOuts');
          return t('tables.opt_outs.imported', { added, listed });
        }}
      />
    </TablesPage>
  );
}
