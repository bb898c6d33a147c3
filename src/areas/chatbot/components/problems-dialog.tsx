import { useTranslation } from 'react-i18next';
import type { FlowInvalidBody } from '@/api/contracts/chatbot';
import { openDialog } from '@/shell/dialogs/dialog-host';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

type Problem = FlowInvalidBody['problems'][number];

interface ProblemsDialogProps {
  problems: readonly Problem[];
  nodeName: (id: string) => string;
  onClose: () => void;
}

function ProblemsDialog({ problems, nodeName, onClose }: ProblemsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('chatbot.common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('chatbot.editor.problems_title')}</DialogTitle>
          <DialogDescription>{t('chatbot.editor.problems_message', { count: problems.length })}</DialogDescription>
        </DialogHeader>
        <ul className="grid max-h-[50dvh] gap-1 overflow-y-auto text-sm">
          {problems.map((problem, index) => (
            <li key={index} className="flex gap-2">
              <span className={problem.severity === 'error' ? 'font-semibold text-destructive' : 'font-semibold text-warning'}>{t(`chatbot.editor.severity.${problem.severity}`)}</span>
              <span className="min-w-0 break-words">
                {problem.nodeId ? `${nodeName(problem.nodeId)}: ` : ''}
                {/* The engine's message key, with the code as a last resort for codes this build does not know. */}
                {t(problem.messageKey, { ...problem.params, defaultValue: problem.code })}
              </span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{t('chatbot.common.ok')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The server refused to publish: lists its problems (the editor's own panel shows the local ones). */
export function showProblems(props: Omit<ProblemsDialogProps, 'onClose'>): Promise<void> {
  return openDialog<void>((close) => <ProblemsDialog {...props} onClose={() => close()} />);
}
