import { CircleCheck, CircleX, Hourglass, MoveRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutomationReply, AutomationRun, PathStep } from '@/api/contracts/automation';
import { isNodeKind, kindOf } from '@/canvas/engine';
import { Badge } from '@/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

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
  const { t, i18n } = useTranslation();
  if (!runs.length) return <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('automation.runs.empty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <Table aria-label={t('automation.runs.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('automation.runs.when')}</TableHead>
            <TableHead>{t('automation.runs.automation')}</TableHead>
            <TableHead>{t('automation.runs.contact')}</TableHead>
            <TableHead>{t('automation.runs.message')}</TableHead>
            <TableHead>{t('automationCanvas.runs.path')}</TableHead>
            <TableHead>{t('automation.runs.status')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id} data-run={run.phone}>
              <TableCell className="whitespace-nowrap">{when.format(new Date(run.at))}</TableCell>
              <TableCell dir="auto">{run.automationName}</TableCell>
              <TableCell dir="ltr" className="whitespace-nowrap">
                {run.phone}
              </TableCell>
              <TableCell dir="auto" className="max-w-48 truncate">
                {run.triggerText}
              </TableCell>
              <TableCell>
                <ol className="grid gap-0.5" aria-label={t('automationCanvas.runs.pathOf', { phone: run.phone })}>
                  {run.path.map((step, index) => (
                    <PathItem key={index} step={step} replies={step.outcome === 'wait' ? [] : run.replies.filter((reply) => reply.nodeId === step.nodeId)} />
                  ))}
                </ol>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_BADGE[run.status]}>{t(`automationCanvas.runs.states.${run.status}`)}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
