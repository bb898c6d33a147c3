import type { ColumnDef } from '@tanstack/react-table';
import { CircleCheck, CircleX, Hourglass, MoveRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutomationReply, AutomationRun, PathStep } from '@/api/contracts/automation';
import { isNodeKind, kindOf } from '@/canvas/engine';
import { Badge } from '@/ui/badge';
import { ResourceTable } from '@/ui/resource-table';
import { useFormat } from '@/ui/format';

const STATUS_BADGE = { RUNNING: 'info', WAITING: 'info', DONE: 'success', FAILED: 'destructive' } as const;

function StepIcon({ step }: { step: PathStep }) {
  if (step.outcome === 'error') return <CircleX className="size-3.5 shrink-0 text-destructive" aria-hidden />;
  if (step.outcome === 'wait') return <Hourglass className="size-3.5 shrink-0 text-info" aria-hidden />;
  if (step.branch === 'else') return <MoveRight className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />;
  return <CircleCheck className="size-3.5 shrink-0 text-success" aria-hidden />;
}

const REPLY_BADGE = { sending: 'neutral', accepted: 'neutral', sent: 'info', delivered: 'info', read: 'success', failed: 'destructive' } as const;

/** Where a sent message is: the provider's last status, else our send's outcome. */
const replyState = (reply: AutomationReply) => reply.delivery ?? (reply.status === 'FAILED' ? 'failed' : reply.status === 'SENT' ? 'accepted' : 'sending');

/** The messages a node sent, each with its status and, when it failed, why. */
function ReplyStatuses({ replies }: { replies: readonly AutomationReply[] }) {
  const { t } = useTranslation();
  return (
    <span className="ms-1 inline-flex flex-wrap gap-1">
      {replies.map((reply, index) => {
        const state = replyState(reply);
        return (
          <Badge key={index} variant={REPLY_BADGE[state]} title={reply.error ?? undefined}>
            {t(`automationCanvas.runs.replies.${state}`)}
            {state === 'failed' && reply.error ? `: ${reply.error}` : ''}
          </Badge>
        );
      })}
    </span>
  );
}

/** One node of the path: its kind and id, how it ended, what it did in words, and the statuses of what it sent. */
function PathItem({ step, replies }: { step: PathStep; replies: readonly AutomationReply[] }) {
  const { t } = useTranslation();
  const kind = isNodeKind(step.kind) ? t(kindOf(step.kind).labelKey) : step.kind;
  const outcome = t(`automationCanvas.runs.outcomes.${step.outcome === 'error' || step.outcome === 'wait' ? step.outcome : step.branch === 'else' ? 'else' : 'next'}`);
  return (
    <li className="flex items-start gap-1 text-xs" data-node={step.nodeId}>
      <StepIcon step={step} />
      <span>
        <span className="font-medium">{kind}</span> <span className="text-muted-foreground">({step.nodeId})</span> {outcome}
        {step.note ? (
          <>
            : <span dir="auto">{step.note}</span>
          </>
        ) : null}
        {replies.length ? <ReplyStatuses replies={replies} /> : null}
      </span>
    </li>
  );
}

/** Each run: when, who wrote what, and the path it took through the automation's canvas. */
export function RunLog({ runs }: { runs: readonly AutomationRun[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!runs.length) return <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('automation.runs.empty')}</p>;
  const label = {
    when: t('automation.runs.when'),
    automation: t('automation.runs.automation'),
    contact: t('automation.runs.contact'),
    message: t('automation.runs.message'),
    path: t('automationCanvas.runs.path'),
    status: t('automation.runs.status'),
  };
  const columns: ColumnDef<AutomationRun>[] = [
    { id: 'when', header: label.when, cell: ({ row }) => format.date(row.original.at, 'dateTimeSeconds'), meta: { className: 'whitespace-nowrap' } },
    { id: 'automation', header: label.automation, cell: ({ row }) => row.original.automationName, meta: { dir: 'auto' } },
    { id: 'contact', header: label.contact, cell: ({ row }) => <span dir="ltr">{row.original.phone}</span>, meta: { className: 'whitespace-nowrap' } },
    { id: 'message', header: label.message, cell: ({ row }) => row.original.triggerText, meta: { className: 'md:max-w-48 md:truncate', dir: 'auto' } },
    {
      id: 'path',
      header: label.path,
      cell: ({ row: { original: run } }) => (
        <ol className="grid gap-0.5" aria-label={t('automationCanvas.runs.pathOf', { phone: run.phone })}>
          {run.path.map((step, index) => (
            <PathItem key={index} step={step} replies={step.outcome === 'wait' ? [] : run.replies.filter((reply) => reply.nodeId === step.nodeId)} />
          ))}
        </ol>
      ),
    },
    { id: 'status', header: label.status, cell: ({ row }) => <Badge variant={STATUS_BADGE[row.original.status]}>{t(`automationCanvas.runs.states.${row.original.status}`)}</Badge> },
  ];
  return <ResourceTable label={t('automation.runs.title')} columns={columns} rows={[...runs]} getRowId={(run) => String(run.id)} rowData={(run) => ({ 'data-run': run.phone })} />;
}
