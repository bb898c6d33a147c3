import type { ColumnDef } from '@tanstack/react-table';
import { ListPlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteExclusionGroupResponse } from '@/api/contracts/rcs-campaigns';
import type { ExclusionGroupPage } from '@/api/contracts/tables';
import { ApiError } from '@/api/errors';
import { useApiClient } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { useSessionValue } from '@/shell/session';
import { Button } from '@/ui/button';
import { ConfirmButton } from '../components/confirm-button';
import { ServerTable } from '../components/server-table';
import { TablesPage } from '../components/tables-page';
import { useListState } from '../components/use-list-state';
import { useTableAccess } from '../components/use-table-access';
import { useExclusionGroups } from '../queries/use-exclusion-groups';
import { useRefreshTable } from '../queries/use-refresh-table';
import { GroupImportDialog, rcsGroups } from './group-import-dialog';
import { GroupNumbersDialog } from './group-numbers-dialog';
import { useFormat } from '@/ui/format';

type GroupRow = ExclusionGroupPage['rows'][number];

/** RCS exclusion groups: numbers every RCS campaign naming the group leaves out. Made, filled and deleted through the RCS routes. */
export function ExclusionGroupsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const refresh = useRefreshTable();
  const esmeaddr = useSessionValue('id') ?? 0;
  const { canEdit } = useTableAccess();
  const list = useListState<string>('name');
  const query = useExclusionGroups(list.state);
  const [importing, setImporting] = useState<{ group: { id: string; name: string } | null } | null>(null);
  const [viewing, setViewing] = useState<GroupRow | null>(null);
  const format = useFormat();

  const remove = async (group: GroupRow) => {
    try {
      await client.call(rcsGroups('deleteExclusionGroup'), { method: 'post', json: { esmeaddr, groupId: group.id }, schema: deleteExclusionGroupResponse });
      notify.success(t('tables.exclusion_groups.deleted', { name: group.name }));
      await refresh('groups');
    } catch (error) {
      // 409: a saved or scheduled campaign still names the group; the server says which.
      notify.error(error instanceof ApiError && error.body ? error.body.message : t('tables.save_failed'));
    }
  };

  const columns: ColumnDef<GroupRow>[] = [
    {
      id: 'name',
      header: t('tables.columns.group_name'),
      // Reading a group's numbers is an RCS campaign manager's call, as filling it is.
      cell: ({ row }) =>
        canEdit ? (
          <button type="button" className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline" onClick={() => setViewing(row.original)}>
            {row.original.name}
          </button>
        ) : (
          <span className="font-medium">{row.original.name}</span>
        ),
    },
    { id: 'numbers', header: t('tables.columns.numbers'), cell: ({ row }) => format.number(row.original.numbers) },
    { id: 'updatedOn', header: t('tables.columns.updated'), cell: ({ row }) => format.date(row.original.updatedOn) },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: () => <span className="sr-only">{t('tables.actions')}</span>,
            enableSorting: false,
            cell: ({ row }) => (
              <div className="flex gap-1">
                <Button variant="ghost" size="icon-sm" aria-label={t('tables.exclusion_groups.add_numbers', { name: row.original.name })} onClick={() => setImporting({ group: row.original })}>
                  <ListPlus aria-hidden />
                </Button>
                <ConfirmButton
                  trigger={
                    <Button variant="ghost" size="icon-sm" aria-label={t('tables.exclusion_groups.delete', { name: row.original.name })}>
                      <Trash2 aria-hidden />
                    </Button>
                  }
                  title={t('tables.exclusion_groups.delete', { name: row.original.name })}
                  description={t('tables.exclusion_groups.delete_intro')}
                  confirm={t('tables.delete')}
                  onConfirm={() => void remove(row.original)}
                />
              </div>
            ),
          } satisfies ColumnDef<GroupRow>,
        ]
      : []),
  ];

  return (
    <TablesPage titleId="exclusion-groups-title" title={t('tables.exclusion_groups.title')} intro={t('tables.exclusion_groups.intro')}>
      <ServerTable
        label={t('tables.exclusion_groups.title')}
        columns={columns}
        page={query}
        list={list}
        getRowId={(row) => row.id}
        searchLabel={t('tables.exclusion_groups.search')}
        emptyText={t('tables.exclusion_groups.empty')}
        toolbar={
          canEdit ? (
            <Button variant="outline" onClick={() => setImporting({ group: null })}>
              <Plus aria-hidden />
              {t('tables.exclusion_groups.new')}
            </Button>
          ) : null
        }
      />
      <GroupNumbersDialog group={viewing} onClose={() => setViewing(null)} />
      <GroupImportDialog group={importing?.group ?? null} open={importing !== null} onOpenChange={(open) => setImporting(open ? importing : null)} onSaved={() => void refresh('groups')} />
    </TablesPage>
  );
}
