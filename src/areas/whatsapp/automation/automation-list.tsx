import { Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutomationAction, AutomationView } from '@/api/contracts/automation';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useAutomationAction } from './automation-api';

function ActionSummary({ action, templates }: { action: AutomationAction; templates: readonly WhatsappTemplate[] }) {
  const { t } = useTranslation();
  const detail =
    action.kind === 'SEND_TEMPLATE' ? (templates.find((template) => template.sno === action.templateSno)?.name ?? `#${action.templateSno}`) : action.kind === 'ADD_TAG' ? action.tag : action.text;
  return (
    <li className="min-w-0 truncate">
      <span className="font-medium">{t(`automation.kinds.${action.kind}`)}</span>: <span dir="auto">{detail}</span>
    </li>
  );
}

const focusOnce = (button: HTMLButtonElement | null) => button?.focus();

/** The account's automations: trigger, actions, state, and the buttons that change them. */
export function AutomationList({
  automations,
  templates,
  onEdit,
  focusId,
}: {
  automations: readonly AutomationView[];
  templates: readonly WhatsappTemplate[];
  onEdit(automation: AutomationView): void;
  /** The automation just saved: its publish (or unpublish) button takes the focus, where the work goes on. */
  focusId: string | null;
}) {
  const { t } = useTranslation();
  const act = useAutomationAction();

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
              <p className="text-sm text-muted-foreground">
                {t('automation.trigger_summary', { match: t(`automation.match.${automation.match}`), keyword: automation.keyword, number: automation.displayNumber })}
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              {automation.state === 'DRAFT' ? (
                <Button size="sm" ref={automation.id === focusId ? focusOnce : undefined} onClick={() => void run(automation, 'publish')}>
                  <Send aria-hidden />
                  {t('automation.actions.publish', { name: automation.name })}
                </Button>
              ) : (
                <Button size="sm" variant="outline" ref={automation.id === focusId ? focusOnce : undefined} onClick={() => void run(automation, 'unpublish')}>
                  <Undo2 aria-hidden />
                  {t('automation.actions.unpublish', { name: automation.name })}
                </Button>
              )}
              <Button variant="ghost" size="icon-sm" aria-label={t('automation.actions.edit', { name: automation.name })} onClick={() => onEdit(automation)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="icon-sm" aria-label={t('automation.actions.delete', { name: automation.name })} onClick={() => void run(automation, 'delete')}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          </div>
          <ol className="grid list-decimal gap-0.5 ps-5 text-sm" aria-label={t('automation.actions_of', { name: automation.name })}>
            {automation.actions.map((action, index) => (
              <ActionSummary key={index} action={action} templates={templates} />
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
