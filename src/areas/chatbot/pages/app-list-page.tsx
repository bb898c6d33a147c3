import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatbotApp } from '@/api/contracts/chatbot';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { apiErrorText } from '../api-error-text';
import { AppFormDialog } from '../components/app-form-dialog';
import { QueryList } from '../components/query-list';
import { PageHeader } from '../components/page-header';
import { useAppList } from '../queries/use-app-list';
import { useDeleteApp } from '../queries/use-delete-app';

/** Spec §2 create-app/app-list: the apps APP nodes hand conversations to; created and edited in a dialog. */
export function AppListPage() {
  const { t } = useTranslation();
  const list = useAppList();
  const removal = useDeleteApp();
  const [editing, setEditing] = useState<ChatbotApp | 'new' | null>(null);
  const remove = async (app: ChatbotApp) => {
    const confirmed = await showConfirm({ title: t('chatbot.apps.delete_title'), message: t('chatbot.apps.delete_message', { name: app.name }), tone: 'warning', confirmLabel: t('chatbot.common.delete') });
    if (!confirmed) return;
    try {
      await removal.mutateAsync(app.id);
      notify.success(t('chatbot.apps.deleted', { name: app.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.apps.delete_failed')), { title: t('chatbot.common.error_title') });
    }
  };
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="app-list-title">
      <PageHeader titleId="app-list-title" title={t('chatbot.apps.title')}>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          {t('chatbot.apps.create_title')}
        </Button>
      </PageHeader>
      <QueryList query={list} loadFailed={t('chatbot.apps.load_failed')} empty={t('chatbot.apps.empty')}>
        {(rows) => (
          <Table aria-label={t('chatbot.apps.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('chatbot.apps.name')}</TableHead>
                <TableHead>{t('chatbot.apps.description')}</TableHead>
                <TableHead>{t('chatbot.apps.callback_url')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('chatbot.flows.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((app) => (
                <TableRow key={app.id}>
                  <TableCell className="font-medium">{app.name}</TableCell>
                  <TableCell className="max-w-72 truncate">{app.description}</TableCell>
                  <TableCell className="max-w-72 truncate font-mono text-xs" dir="ltr">
                    {app.callback_url}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.apps.edit', { name: app.name })} onClick={() => setEditing(app)}>
                        <Pencil aria-hidden />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.apps.delete', { name: app.name })} onClick={() => void remove(app)}>
                        <Trash2 aria-hidden className="text-destructive" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryList>
      {editing ? <AppFormDialog key={editing === 'new' ? 'new' : editing.id} existing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
