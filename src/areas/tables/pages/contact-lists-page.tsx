import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteContactListResponse, type ContactListSummary } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { ConfirmButton } from '../components/confirm-button';
import { ServerTable } from '../components/server-table';
import { TablesPage } from '../components/tables-page';
import { useListState } from '../components/use-list-state';
import { useTableAccess } from '../components/use-table-access';
import { tablesEndpoint } from '../queries/tables-endpoint';
import { useContactLists } from '../queries/use-contact-lists';
import { useRefreshTable } from '../queries/use-refresh-table';
import { NewListDialog } from './new-list-dialog';
import { useFormat } from '@/ui/format';

/** Contact lists saved from uploads, with their columns: the account's audiences to reuse. */
export function ContactListsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const refresh = useRefreshTable();
  const { canEdit } = useTableAccess();
  const list = useListState<string>('createdOn', true);
  const query = useContactLists(list.state);
  const [creating, setCreating] = useState(false);
  const format = useFormat();

  const remove = async (row: ContactListSummary) => {
    try {
      await client.call(tablesEndpoint(`contact-lists/${row.id}`), { method: 'delete', schema: deleteContactListResponse });
      notify.success(t('tables.contact_lists.deleted', { name: row.name }));
      await refresh('lists');
    } catch {
      notify.error(t('tables.save_failed'));
    }
  };

  const columns: ColumnDef<ContactListSummary>[] = [
    {
      id: 'name',
      header: t('tables.columns.list_name'),
      cell: ({ row }) => (
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/tables/contact-lists/${row.original.id}`}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'columns', header: t('tables.columns.list_columns'), enableSorting: false, cell: ({ row }) => <span className="block max-w-64 truncate">{row.original.columns.join(', ') || '–'}</span> },
    { id: 'rows', header: t('tables.columns.rows'), cell: ({ row }) => format.number(row.original.rows) },
    { id: 'createdBy', header: t('tables.columns.created_by'), enableSorting: false, cell: ({ row }) => row.original.createdBy },
    { id: 'createdOn', header: t('tables.columns.created'), cell: ({ row }) => format.date(row.original.createdOn) },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: () => <span className="sr-only">{t('tables.actions')}</span>,
            enableSorting: false,
            cell: ({ row }) => (
              <ConfirmButton
                trigger={
                  <Button variant="ghost" size="icon-sm" aria-label={t('tables.contact_lists.delete', { name: row.original.name })}>
                    <Trash2 aria-hidden />
                  </Button>
                }
                title={t('tables.contact_lists.delete', { name: row.original.name })}
                description={t('tables.contact_lists.delete_intro')}
                confirm={t('tables.delete')}
                onConfirm={() => void remove(row.original)}
              />
            ),
          } satisfies ColumnDef<ContactListSummary>,
        ]
      : []),
  ];

  return (
    <TablesPage titleId="contact-lists-title" title={t('tables.contact_lists.title')} intro={t('tables.contact_lists.intro')}>
      <ServerTable
        label={t('tables.contact_lists.title')}
        columns={columns}
        page={query}
        list={list}
        getRowId={(row) => row.id}
        searchLabel={t('tables.contact_lists.search')}
        emptyText={t('tables.contact_lists.empty')}
        toolbar={
          canEdit ? (
            <Button variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('tables.contact_lists.new')}
            </Button>
          ) : null
        }
      />
      <NewListDialog open={creating} onOpenChange={setCreating} onCreated={() => void refresh('lists')} />
    </TablesPage>
  );
}
