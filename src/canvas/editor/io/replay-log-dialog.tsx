import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commandById, createLogReplay, parseCommandLog, type CommandLog, type ImportError, type LogReplay, type ReplayProgress } from '@/canvas/engine';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { useEditor } from '../state/editor-context';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const commandName = (id: string, t: Translate) => {
  const command = commandById(id);
  return command ? t(command.labelKey) : id;
};

function stopMessage(progress: ReplayProgress, t: Translate): string | null {
  const { stop } = progress;
  if (!stop) return null;
  return t(`canvasLog.stop.${stop.reason}`, { step: stop.step, command: commandName(stop.commandId, t), detail: stop.detail ?? '' });
}

/**
 * Replays a downloaded command log onto the open flow, one command at a time or all at once. Each
 * command is an undo step of its own; a command that no longer applies stops the replay with a
 * message naming it, and what came before stays applied.
 */
export function ReplayLogDialog() {
  const { t } = useTranslation();
  const { store, panels, setPanels, announce } = useEditor();
  const [log, setLog] = useState<CommandLog | null>(null);
  const [errors, setErrors] = useState<readonly ImportError[]>([]);
  const [progress, setProgress] = useState<ReplayProgress | null>(null);
  const replaying = useRef<LogReplay | null>(null);

  async function load(file: File) {
    const result = parseCommandLog(await file.text());
    replaying.current = result.ok ? createLogReplay(store, result.log) : null;
    setLog(result.ok ? result.log : null);
    setErrors(result.ok ? [] : result.errors);
    setProgress(replaying.current?.progress() ?? null);
  }

  function advance(all: boolean) {
    const replay = replaying.current;
    if (!replay) return;
    const next = all ? replay.runAll() : replay.step();
    setProgress(next);
    announce(stopMessage(next, t) ?? (next.done ? t('canvasLog.replay.done') : t('canvasLog.replay.progress', { applied: next.applied, total: next.total })));
  }

  function onOpenChange(open: boolean) {
    setPanels({ replayOpen: open });
    if (open) return;
    replaying.current = null;
    setLog(null);
    setErrors([]);
    setProgress(null);
  }

  const stopped = progress ? stopMessage(progress, t) : null;
  const nextEntry = log && progress && !progress.done && !progress.stop ? log.entries[progress.applied] : undefined;
  return (
    <Dialog open={panels.replayOpen} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close', { defaultValue: 'Close' })} data-testid="replay-dialog">
        <DialogHeader>
          <DialogTitle>{t('canvasLog.replay.title')}</DialogTitle>
          <DialogDescription>{t('canvasLog.replay.description')}</DialogDescription>
        </DialogHeader>
        <Input
          type="file"
          accept="application/json,.json"
          aria-label={t('canvasLog.replay.file')}
          data-testid="replay-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void load(file);
          }}
        />
        {log ? <p className="text-sm">{t('canvasLog.replay.summary', { count: log.entries.length, flowId: log.flowId, version: log.startVersion })}</p> : null}
        {progress ? (
          <p role="status" data-testid="replay-progress" className="text-sm text-muted-foreground">
            {progress.done ? t('canvasLog.replay.done') : t('canvasLog.replay.progress', { applied: progress.applied, total: progress.total })}
            {nextEntry ? ` ${t('canvasLog.replay.next', { step: progress.applied + 1, command: commandName(nextEntry.id, t) })}` : null}
          </p>
        ) : null}
        {stopped ? (
          <p role="alert" data-testid="replay-stopped" className="text-sm font-medium text-destructive">
            {stopped}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <div role="alert" className="grid gap-1 text-sm">
            <p className="font-medium text-destructive">{t('canvasLog.replay.refused', { count: errors.length })}</p>
            <ul className="max-h-48 overflow-auto" data-testid="replay-errors">
              {errors.map((error, index) => (
                <li key={index}>
                  <code className="rounded-sm bg-muted px-1">{error.path || '/'}</code> {error.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" data-testid="replay-step" disabled={!nextEntry} onClick={() => advance(false)}>
            {t('canvasLog.replay.step')}
          </Button>
          <Button data-testid="replay-all" disabled={!nextEntry} onClick={() => advance(true)}>
            {t('canvasLog.replay.all')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
