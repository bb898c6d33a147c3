import { Copy, Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { FlowSummary } from '@/api/contracts/chatbot';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { apiErrorText } from '../api-error-text';
import { BotPicker } from '../components/bot-picker';
import { QueryList } from '../components/query-list';
import { PageHeader } from '../components/page-header';
import { formatTime } from '../format-time';
import { useBotList } from '../queries/use-bot-list';
import { useDeleteFlow } from '../queries/use-delete-flow';
import { useDuplicateFlow } from '../queries/use-duplicate-flow';
import { useFlowList } from '../queries/use-flow-list';
import { useUpdateBot } from '../queries/use-update-bot';

/** Spec §2 flow-list?botId=: the flows of one bot with state, version and last edit. */
export function FlowListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
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

  const deleteFlow = async (flow: FlowSummary) => {
    const confirmed = await showConfirm({
      title: t('chatbot.flows.delete_title'),
      message: t(flow.is_entry ? 'chatbot.flows.delete_entry_message' : 'chatbot.flows.delete_message', { name: flow.name }),
      tone: 'warning',
      confirmLabel: t('chatbot.common.delete'),
    });
    if (!confirmed) return;
    try {
      await removal.mutateAsync(flow.id);
      notify.success(t('chatbot.flows.deleted', { name: flow.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.flows.delete_failed')), { title: t('chatbot.common.error_title') });
    }
  };

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="flow-list-title">
      <PageHeader titleId="flow-list-title" title={bot ? t('chatbot.flows.title_of', { name: bot.name }) : t('chatbot.flows.title')}>
        {botId ? (
          <Button asChild>
            <Link to={`/chatbot/create-flow?botId=${encodeURIComponent(botId)}`}>
              <Plus aria-hidden />
              {t('chatbot.flows.create')}
            </Link>
          </Button>
        ) : null}
      </PageHeader>
      <BotPicker bots={bots.data ?? []} value={botId} onChange={(id) => setParams(id ? { botId: id } : {})} />
      {!botId ? <p className="text-sm text-muted-foreground">{t('chatbot.flows.pick_bot')}</p> : null}
      <QueryList query={flows} loadFailed={t('chatbot.flows.load_failed')} empty={t('chatbot.flows.empty')}>
        {(rows) => (
          <Table aria-label={t('chatbot.flows.table_label')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('chatbot.flows.columns.name')}</TableHead>
                <TableHead>{t('chatbot.flows.columns.state')}</TableHead>
                <TableHead>{t('chatbot.flows.columns.version')}</TableHead>
                <TableHead>{t('chatbot.flows.columns.last_edit')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('chatbot.flows.columns.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((flow) => (
                <TableRow key={flow.id}>
                  <TableCell className="font-medium">
                    <Link to={`/chatbot/edit-flow/${encodeURIComponent(flow.id)}`} className="text-primary underline-offset-4 hover:underline">
                      {flow.name}
                    </Link>
                    {flow.is_entry ? (
                      <Badge variant="info" className="ms-2">
                        {t('chatbot.flows.entry')}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={flow.state === 'PUBLISH' ? 'success' : 'warning'}>{flow.state}</Badge>
                  </TableCell>
                  <TableCell>
                    {flow.version}
                    {flow.published_version !== null ? <span className="text-xs text-muted-foreground"> ({t('chatbot.flows.published_version', { version: flow.published_version })})</span> : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatTime(flow.updated_on, i18n.language)}
                    <span className="block text-xs text-muted-foreground">{flow.updated_by}</span>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.flows.open', { name: flow.name })} onClick={() => navigate(`/chatbot/edit-flow/${encodeURIComponent(flow.id)}`)}>
                        <Pencil aria-hidden />
                      </Button>
                      {flow.is_entry ? null : (
                        <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.flows.make_entry', { name: flow.name })} onClick={() => void makeEntry(flow)} disabled={updateBot.isPending}>
                          <Flag aria-hidden />
                        </Button>
                      )}
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.flows.duplicate', { name: flow.name })} onClick={() => void duplicateFlow(flow)}>
                        <Copy aria-hidden />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('chatbot.flows.delete', { name: flow.name })} onClick={() => void deleteFlow(flow)}>
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
