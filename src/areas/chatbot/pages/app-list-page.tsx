import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatbotApp } from '@/api/contracts/chatbot';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import { AppFormDialog } from '../components/app-form-dialog';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { DeleteAction, EditAction } from '../components/row-actions';
import { useAppList } from '../queries/use-app-list';
import { useDeleteApp } from '../queries/use-delete-app';
import { useConfirmedDelete } from '../use-confirmed-delete';

/** Spec §2 create-app/app-list: the apps APP nodes hand conversations to; created and edited in a dialog. */
export function AppListPage() {
  const { t } = useTranslation();
  const list = useAppList();
  const removal = useDeleteApp();
  const [editing, setEditing] = useState<ChatbotApp | 'new' | null>(null);
  const remove = useConfirmedDelete<ChatbotApp>('chatbot.apps', (id) => removal.mutateAsync(id));
  const columns = useMemo<ColumnDef<ChatbotApp>[]>(
    () => [
      { id: 'name', header: t('chatbot.apps.name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium' } },
      { id: 'description', header: t('chatbot.apps.description'), cell: ({ row }) => row.original.description, meta: { className: 'max-w-72 truncate' } },
      {
        id: 'callback',
        header: t('chatbot.apps.callback_url'),
        cell: ({ row }) => (
          <span className="font-mono text-xs" dir="ltr">
            {row.original.callback_url}
          </span>
        ),
        meta: { className: 'max-w-72 truncate' },
      },
    ],
    [t],
  );
  return (
    <PageFrame
      titleId="app-list-title"
      title={t('chatbot.apps.title')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          {t('chatbot.apps.create_title')}
        </Button>
      }
    >
      <QueryBoundary query={list} failed={t('chatbot.apps.load_failed')} saysOwnError={false} empty={t('chatbot.apps.empty')}>
        {(rows) => (
          <ResourceTable
            label={t('chatbot.apps.title')}
            columns={columns}
            rows={rows}
            getRowId={(app) => app.id}
            actionsLabel={t('chatbot.flows.columns.actions')}
            actions={(app) => (
              <>
                <EditAction label={t('chatbot.apps.edit', { name: app.name })} onClick={() => setEditing(app)} />
                <DeleteAction label={t('chatbot.apps.delete', { name: app.name })} onClick={() => void remove(app)} />
              </>
            )}
          />
        )}
      </QueryBoundary>
      {editing ? <AppFormDialog key={editing === 'new' ? 'new' : editing.id} existing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </PageFrame>
  );
}
