import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { deleteContactListResponse, TABLE_DOWNLOAD_PAGES, type ContactRow } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { ConfirmButton } from '../components/confirm-button';
import { ExportButton } from '../components/export-button';
import { ServerTable } from '../components/server-table';
import { TablesPage } from '../components/tables-page';
import { useListState } from '../components/use-list-state';
import { useTableAccess } from '../components/use-table-access';
import { isListId, tablesEndpoint } from '../queries/tables-endpoint';
import { useContactList } from '../queries/use-contact-list';
import { useContactRows } from '../queries/use-contact-rows';
import { useRefreshTable } from '../queries/use-refresh-table';
import { useFormat } from '@/ui/format';

/** One contact list's rows: the number and the upload's columns, searched in any cell. */
export function ContactListPage() {
  const { t } = useTranslation();
  const { data: id = '' } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const refresh = useRefreshTable();
  const { canEdit } = useTableAccess();
  const summary = useContactList(id);
  const list = useListState<string>('phone');
  const rows = useContactRows(id, list.state);
  const format = useFormat();
  const name = summary.data?.name ?? '';

  const remove = async () => {
    try {
      await client.call(tablesEndpoint(`contact-lists/${id}`), { method: 'delete', schema: deleteContactListResponse });
      notify.success(t('tables.contact_lists.deleted', { name }));
      await refresh('lists');
      await navigate('/tables/contact-lists');
    } catch {
      notify.error(t('tables.save_failed'));
    }
  };

  const columns: ColumnDef<ContactRow>[] = [
    { id: 'phone', header: t('tables.columns.phone'), cell: ({ row }) => <span dir="ltr">{row.original.phone}</span> },
    ...(summary.data?.columns ?? []).map(
      (column): ColumnDef<ContactRow> => ({ id: `cell:${column}`, header: column, enableSorting: false, cell: ({ row }) => row.original.cells[column] ?? '' }),
    ),
  ];

  if (summary.isError || !isListId(id)) {
    return (
      <TablesPage titleId="contact-list-title" title={t('tables.contact_lists.missing_title')} intro={t('tables.contact_lists.missing')}>
        <Link className="text-primary underline" to="/tables/contact-lists">
          {t('tables.contact_lists.back')}
        </Link>
      </TablesPage>
    );
  }

  return (
    <TablesPage
      titleId="contact-list-title"
      title={name || t('tables.contact_lists.title')}
      intro={summary.data ? t('tables.contact_lists.detail_intro', { rows: format.number(summary.data.rows), by: summary.data.createdBy }) : ''}
    >
      <Link className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline" to="/tables/contact-lists">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('tables.contact_lists.back')}
      </Link>
      <ServerTable
        label={name}
        columns={columns}
        page={rows}
        list={list}
        getRowId={(row) => row.phone}
        searchLabel={t('tables.contact_lists.search_rows')}
        emptyText={t('tables.contact_lists.no_rows')}
        toolbar={
          <>
            <ExportButton pagename={TABLE_DOWNLOAD_PAGES.contactList} filter={{ listId: id, ...(list.state.search ? { search: list.state.search } : {}) }} rows={rows.data?.total ?? 0} />
            {canEdit && summary.data ? (
              <ConfirmButton
                trigger={
                  <Button variant="outline">
                    <Trash2 aria-hidden />
                    {t('tables.delete')}
                  </Button>
                }
                title={t('tables.contact_lists.delete', { name })}
                description={t('tables.contact_lists.delete_intro')}
                confirm={t('tables.delete')}
                onConfirm={() => void remove()}
              />
            ) : null}
          </>
        }
      />
    </TablesPage>
  );
}
