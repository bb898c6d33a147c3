import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutomationRun } from '@/api/contracts/automation';
import { Badge } from '@/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

const STATUS_BADGE = { RUNNING: 'info', DONE: 'success', FAILED: 'destructive' } as const;

/** Each run: when, who wrote what, and every action done or failed with the reason. */
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
            <TableHead>{t('automation.runs.actions')}</TableHead>
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
                <ul className="grid gap-0.5">
                  {run.outcomes.map((outcome, index) => (
                    <li key={index} className="flex items-start gap-1 text-xs">
                      {outcome.ok ? <CircleCheck className="size-3.5 shrink-0 text-success" aria-hidden /> : <CircleX className="size-3.5 shrink-0 text-destructive" aria-hidden />}
                      <span>
                        {t(outcome.ok ? 'automation.runs.done' : 'automation.runs.failed', { action: t(`automation.kinds.${outcome.kind}`) })}: <span dir="auto">{outcome.detail}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_BADGE[run.status]}>{t(`automation.runs.states.${run.status}`)}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
