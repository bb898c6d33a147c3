import type { ColumnDef } from '@tanstack/react-table';
import { Copy, Flag, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { FlowSummary } from '@/api/contracts/chatbot';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import { apiErrorText } from '../api-error-text';
import { BotPicker } from '../components/bot-picker';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { DeleteAction, EditAction } from '../components/row-actions';
import { useBotList } from '../queries/use-bot-list';
import { useDeleteFlow } from '../queries/use-delete-flow';
import { useDuplicateFlow } from '../queries/use-duplicate-flow';
import { useFlowList } from '../queries/use-flow-list';
import { useUpdateBot } from '../queries/use-update-bot';
import { useConfirmedDelete } from '../use-confirmed-delete';
import { useFormat } from '@/ui/format';

const editFlowPath = (flow: FlowSummary) => `/chatbot/edit-flow/${encodeURIComponent(flow.id)}`;

/** Spec §2 flow-list?botId=: the flows of one bot with state, version and last edit. */
export function FlowListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const botId = params.get('botId');
  const bots = useBotList();
  const flows = useFlowList(botId);
  const duplicate = useDuplicateFlow();
  const removal = useDeleteFlow();
  const updateBot = useUpdateBot();
  const bot = bots.data?.find((candidate) => candidate.id === botId);

  const duplicateFlow = async (flow: FlowSummary) => {
    try {
      const copy = await duplicate.mutateAsync(flow);
      notify.success(t('chatbot.flows.duplicated', { name: copy.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.flows.duplicate_failed')), { title: t('chatbot.common.error_title') });
    }
  };

  // The gateway starts new conversations with the entry flow's published version at once.
  const makeEntry = async (flow: FlowSummary) => {
    if (flow.published_version === null) {
      const confirmed = await showConfirm({
        title: t('chatbot.flows.make_entry_title'),
        message: t('chatbot.flows.make_entry_unpublished', { name: flow.name }),
        tone: 'warning',
        confirmLabel: t('chatbot.flows.make_entry_confirm'),
      });
      if (!confirmed) return;
    }
    try {
      await updateBot.mutateAsync({ id: flow.bot_id, changes: { entry_flow_id: flow.id } });
      notify.success(t('chatbot.flows.entry_changed', { name: flow.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.flows.entry_failed')), { title: t('chatbot.common.error_title') });
    }
  };

  const deleteFlow = useConfirmedDelete<FlowSummary>(
    'chatbot.flows',
    (id) => removal.mutateAsync(id),
    (flow) => (flow.is_entry ? 'chatbot.flows.delete_entry_message' : 'chatbot.flows.delete_message'),
  );

  const columns = useMemo<ColumnDef<FlowSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('chatbot.flows.columns.name'),
        cell: ({ row: { original: flow } }) => (
          <>
            <Link to={editFlowPath(flow)} className="text-primary underline-offset-4 hover:underline">
              {flow.name}
            </Link>
            {flow.is_entry ? (
              <Badge variant="info" className="ms-2">
                {t('chatbot.flows.entry')}
              </Badge>
            ) : null}
          </>
        ),
        meta: { className: 'font-medium' },
      },
      { id: 'state', header: t('chatbot.flows.columns.state'), cell: ({ row }) => <Badge variant={row.original.state === 'PUBLISH' ? 'success' : 'warning'}>{row.original.state}</Badge> },
      {
        id: 'version',
        header: t('chatbot.flows.columns.version'),
        cell: ({ row: { original: flow } }) => (
          <>
            {flow.version}
            {flow.published_version !== null ? <span className="text-xs text-muted-foreground"> ({t('chatbot.flows.published_version', { version: flow.published_version })})</span> : null}
          </>
        ),
      },
      {
        id: 'last_edit',
        header: t('chatbot.flows.columns.last_edit'),
        cell: ({ row: { original: flow } }) => (
          <>
            {format.date(flow.updated_on)}
            <span className="block text-xs text-muted-foreground">{flow.updated_by}</span>
          </>
        ),
        meta: { className: 'whitespace-nowrap' },
      },
    ],
    [t, format],
  );

  return (
    <PageFrame
      titleId="flow-list-title"
      title={bot ? t('chatbot.flows.title_of', { name: bot.name }) : t('chatbot.flows.title')}
      actions={
        botId ? (
          <Button asChild>
            <Link to={`/chatbot/create-flow?botId=${encodeURIComponent(botId)}`}>
              <Plus aria-hidden />
              {t('chatbot.flows.create')}
            </Link>
          </Button>
        ) : null
      }
    >
      <BotPicker bots={bots.data ?? []} value={botId} onChange={(id) => setParams(id ? { botId: id } : {})} />
      {!botId ? <p className="text-sm text-muted-foreground">{t('chatbot.flows.pick_bot')}</p> : null}
      <QueryBoundary query={flows} failed={t('chatbot.flows.load_failed')} saysOwnError={false} empty={t('chatbot.flows.empty')}>
        {(rows) => (
          <ResourceTable
            label={t('chatbot.flows.table_label')}
            columns={columns}
            rows={rows}
            getRowId={(flow) => flow.id}
            actionsLabel={t('chatbot.flows.columns.actions')}
            actions={(flow) => (
              <>
                <EditAction label={t('chatbot.flows.open', { name: flow.name })} to={editFlowPath(flow)} />
                {flow.is_entry ? null : (
                  <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.flows.make_entry', { name: flow.name })} onClick={() => void makeEntry(flow)} disabled={updateBot.isPending}>
                    <Flag aria-hidden />
                  </Button>
                )}
                <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.flows.duplicate', { name: flow.name })} onClick={() => void duplicateFlow(flow)}>
                  <Copy aria-hidden />
                </Button>
                <DeleteAction label={t('chatbot.flows.delete', { name: flow.name })} onClick={() => void deleteFlow(flow)} />
              </>
            )}
          />
        )}
      </QueryBoundary>
    </PageFrame>
  );
}
