import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Intent } from '@/api/contracts/chatbot';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { DeleteAction, EditAction } from '../components/row-actions';
import { useDeleteIntent } from '../queries/use-delete-intent';
import { useIntentList } from '../queries/use-intent-list';
import { useConfirmedDelete } from '../use-confirmed-delete';

/** How many phrases the list shows before "+N". */
const SHOWN_PHRASES = 3;

/** Spec §2 intent-list: intents with their training phrases and response. */
export function IntentListPage() {
  const { t } = useTranslation();
  const list = useIntentList();
  const removal = useDeleteIntent();
  const remove = useConfirmedDelete<Intent>('chatbot.intents', (id) => removal.mutateAsync(id));
  const columns = useMemo<ColumnDef<Intent>[]>(
    () => [
      { id: 'name', header: t('chatbot.intents.name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium' } },
      {
        id: 'phrases',
        header: t('chatbot.intents.phrases'),
        cell: ({ row: { original: intent } }) => (
          <span className="line-clamp-2">
            {intent.phrases.slice(0, SHOWN_PHRASES).join(' · ')}
            {intent.phrases.length > SHOWN_PHRASES ? ` ${t('chatbot.intents.more', { count: intent.phrases.length - SHOWN_PHRASES })}` : ''}
          </span>
        ),
        meta: { className: 'max-w-80' },
      },
      { id: 'response', header: t('chatbot.intents.response'), cell: ({ row }) => <span className="line-clamp-2">{row.original.response}</span>, meta: { className: 'max-w-80' } },
    ],
    [t],
  );
  return (
    <PageFrame
      titleId="intent-list-title"
      title={t('chatbot.intents.title')}
      actions={
        <Button asChild>
          <Link to="/chatbot/create-intent">
            <Plus aria-hidden />
            {t('chatbot.intents.create_title')}
          </Link>
        </Button>
      }
    >
      <QueryBoundary query={list} failed={t('chatbot.intents.load_failed')} saysOwnError={false} empty={t('chatbot.intents.empty')}>
        {(rows) => (
          <ResourceTable
            label={t('chatbot.intents.title')}
            columns={columns}
            rows={rows}
            getRowId={(intent) => intent.id}
            actionsLabel={t('chatbot.flows.columns.actions')}
            actions={(intent) => (
              <>
                <EditAction label={t('chatbot.intents.edit', { name: intent.name })} to={`/chatbot/edit-intent/${encodeURIComponent(intent.id)}`} />
                <DeleteAction label={t('chatbot.intents.delete', { name: intent.name })} onClick={() => void remove(intent)} />
              </>
            )}
          />
        )}
      </QueryBoundary>
    </PageFrame>
  );
}
