import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Intent } from '@/api/contracts/chatbot';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { apiErrorText } from '../api-error-text';
import { QueryList } from '../components/query-list';
import { PageHeader } from '../components/page-header';
import { useDeleteIntent } from '../queries/use-delete-intent';
import { useIntentList } from '../queries/use-intent-list';

/** How many phrases the list shows before "+N". */
const SHOWN_PHRASES = 3;

/** Spec §2 intent-list: intents with their training phrases and response. */
export function IntentListPage() {
  const { t } = useTranslation();
  const list = useIntentList();
  const removal = useDeleteIntent();
  const remove = async (intent: Intent) => {
    const confirmed = await showConfirm({ title: t('chatbot.intents.delete_title'), message: t('chatbot.intents.delete_message', { name: intent.name }), tone: 'warning', confirmLabel: t('chatbot.common.delete') });
    if (!confirmed) return;
    try {
      await removal.mutateAsync(intent.id);
      notify.success(t('chatbot.intents.deleted', { name: intent.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.intents.delete_failed')), { title: t('chatbot.common.error_title') });
    }
  };
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="intent-list-title">
      <PageHeader titleId="intent-list-title" title={t('chatbot.intents.title')}>
        <Button asChild>
          <Link to="/chatbot/create-intent">
            <Plus aria-hidden />
            {t('chatbot.intents.create_title')}
          </Link>
        </Button>
      </PageHeader>
      <QueryList query={list} loadFailed={t('chatbot.intents.load_failed')} empty={t('chatbot.intents.empty')}>
        {(rows) => (
          <Table aria-label={t('chatbot.intents.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('chatbot.intents.name')}</TableHead>
                <TableHead>{t('chatbot.intents.phrases')}</TableHead>
                <TableHead>{t('chatbot.intents.response')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('chatbot.flows.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((intent) => (
                <TableRow key={intent.id}>
                  <TableCell className="font-medium">{intent.name}</TableCell>
                  <TableCell className="max-w-80">
                    <span className="line-clamp-2">
                      {intent.phrases.slice(0, SHOWN_PHRASES).join(' · ')}
                      {intent.phrases.length > SHOWN_PHRASES ? ` ${t('chatbot.intents.more', { count: intent.phrases.length - SHOWN_PHRASES })}` : ''}
                    </span>
                  </TableCell>
                  <TableCell className="max-w-80">
                    <span className="line-clamp-2">{intent.response}</span>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon-sm" asChild>
                        <Link to={`/chatbot/edit-intent/${encodeURIComponent(intent.id)}`} aria-label={t('chatbot.intents.edit', { name: intent.name })}>
                          <Pencil aria-hidden />
                        </Link>
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.intents.delete', { name: intent.name })} onClick={() => void remove(intent)}>
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
    </section>
  );
}
