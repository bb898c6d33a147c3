import { CircleCheck, CircleX, Hourglass, MoveRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutomationReply, AutomationRun, PathStep } from '@/api/contracts/automation';
import { isNodeKind, kindOf } from '@/canvas/engine';
import { Badge } from '@/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
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
  return (
    <Table aria-label={t('automation.runs.title')} stacked>
      <TableHeader>
        <TableRow>
          <TableHead>{label.when}</TableHead>
          <TableHead>{label.automation}</TableHead>
          <TableHead>{label.contact}</TableHead>
          <TableHead>{label.message}</TableHead>
          <TableHead>{label.path}</TableHead>
          <TableHead>{label.status}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id} data-run={run.phone}>
            <TableCell label={label.when} className="whitespace-nowrap">
              {format.date(run.at, 'dateTimeSeconds')}
            </TableCell>
            <TableCell label={label.automation} dir="auto">
              {run.automationName}
            </TableCell>
            <TableCell label={label.contact} className="whitespace-nowrap">
              <span dir="ltr">{run.phone}</span>
            </TableCell>
            <TableCell label={label.message} dir="auto" className="md:max-w-48 md:truncate">
              {run.triggerText}
            </TableCell>
            <TableCell label={label.path}>
              <ol className="grid gap-0.5" aria-label={t('automationCanvas.runs.pathOf', { phone: run.phone })}>
                {run.path.map((step, index) => (
                  <PathItem key={index} step={step} replies={step.outcome === 'wait' ? [] : run.replies.filter((reply) => reply.nodeId === step.nodeId)} />
                ))}
              </ol>
            </TableCell>
            <TableCell label={label.status}>
              <Badge variant={STATUS_BADGE[run.status]}>{t(`automationCanvas.runs.states.${run.status}`)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
