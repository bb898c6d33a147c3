import { Send, Trash2, Undo2, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AutomationView } from '@/api/contracts/automation';
import { kindOf, readFlowDocument } from '@/canvas/engine';
import { nodeName, type EditorCatalogue } from '@/canvas/editor';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useAccountBots } from './queries/use-account-bots';
import { useAutomationAction } from './queries/use-automation-action';

export const canvasLink = (id: string) => `/whatsapp-campaign/automation-builder?automation=${encodeURIComponent(id)}`;

/** The automation's nodes in words, start first, so the list says what each one does without opening it. */
function NodeSummary({ automation, catalogue }: { automation: AutomationView; catalogue: EditorCatalogue }) {
  const { t } = useTranslation();
  const read = readFlowDocument(automation.document);
  if (!read.ok || read.doc.nodes.length === 0) return <p className="text-sm text-muted-foreground">{t('automationCanvas.list.emptyCanvas')}</p>;
  const nodes = [...read.doc.nodes].sort((a, b) => Number(b.id === read.doc.startNodeId) - Number(a.id === read.doc.startNodeId));
  return (
    <ol className="grid list-decimal gap-0.5 ps-5 text-sm" aria-label={t('automationCanvas.list.nodesOf', { name: automation.name })}>
      {nodes.map((node) => (
        <li key={node.id} className="min-w-0 truncate">
          <span className="font-medium">{t(kindOf(node.kind).labelKey)}</span>
          {nodeName(node, t, catalogue).startsWith(t(kindOf(node.kind).labelKey)) ? null : <span dir="auto">: {nodeName(node, t, catalogue)}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The account's automations: number, state, what their canvas holds, and the buttons that change them. */
export function AutomationList({ automations }: { automations: readonly AutomationView[] }) {
  const { t } = useTranslation();
  const act = useAutomationAction();
  // A started chatbot is named by its name, as on the canvas, not by its id.
  const bots = useAccountBots();
  const catalogue: EditorCatalogue = bots.data ? { bots: bots.data.map((bot) => ({ id: bot.id, name: bot.name })) } : {};

  // Not disabled while pending: a disabled button drops the keyboard focus; a second press waits instead.
  async function run(automation: AutomationView, action: 'publish' | 'unpublish' | 'delete') {
    if (act.isPending) return;
    if (action === 'delete') {
      const confirmed = await showConfirm({
        title: t('automation.delete.title'),
        message: t('automation.delete.message', { name: automation.name }),
        tone: 'warning',
        confirmLabel: t('automation.delete.confirm'),
      });
      if (!confirmed) return;
    }
    act.mutate(
      { id: automation.id, action },
      {
        onSuccess: () => notify.success(t(`automation.done.${action}`, { name: automation.name })),
        onError: (error) => notify.error(error.message),
      },
    );
  }

  if (!automations.length) return <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('automation.empty')}</p>;
  return (
    <ul className="grid gap-3" aria-label={t('automation.list')}>
      {automations.map((automation) => (
        <li key={automation.id} className="grid gap-2 rounded-lg border border-border bg-surface p-4" data-automation={automation.name}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span dir="auto">{automation.name}</span>
                <Badge variant={automation.state === 'PUBLISHED' ? 'success' : 'neutral'}>{t(`automation.states.${automation.state}`)}</Badge>
              </p>
              <p className="text-sm text-muted-foreground">{t('automationCanvas.list.number', { number: automation.displayNumber })}</p>
            </div>
            <div className="flex flex-wrap gap-1">
              <Button size="sm" variant="outline" asChild>
                <Link to={canvasLink(automation.id)} aria-label={t('automationCanvas.list.open', { name: automation.name })}>
                  <Workflow aria-hidden />
                  {t('automationCanvas.list.openShort')}
                </Link>
              </Button>
              {automation.state === 'DRAFT' ? (
                <Button size="sm" onClick={() => void run(automation, 'publish')}>
                  <Send aria-hidden />
                  {t('automation.actions.publish')}
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => void run(automation, 'unpublish')}>
                  <Undo2 aria-hidden />
                  {t('automation.actions.unpublish')}
                </Button>
              )}
              <Button variant="ghost" size="icon-sm" aria-label={t('automation.actions.delete', { name: automation.name })} onClick={() => void run(automation, 'delete')}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          </div>
          <NodeSummary automation={automation} catalogue={catalogue} />
        </li>
      ))}
    </ul>
  );
}
