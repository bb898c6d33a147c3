import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RcsTemplateSyncResponse } from '@/api/contracts/rcs-template-api';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { useRcsBots } from './queries/use-rcs-bots';
import { useSyncRcsTemplates } from './queries/use-sync-rcs-templates';

/**
 * spec §7 `syncup`: brings an RCS bot's message nodes in as templates of the chosen agent. The outcome
 * stays in the dialog (created, updated, and each node left out with the rule it breaks), since a
 * toast would be gone before a designer could read why a node was skipped.
 */
export function SyncFromBotDialog({ senderId }: { senderId: string }) {
  const { t } = useTranslation();
  const bots = useRcsBots();
  const sync = useSyncRcsTemplates();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const [outcome, setOutcome] = useState<RcsTemplateSyncResponse | null>(null);
  const botId = picked || bots.data?.[0]?.id || '';

  function change(next: boolean) {
    setOpen(next);
    if (next) {
      setOutcome(null);
      sync.reset();
    }
  }

  async function run() {
    try {
      setOutcome(await sync.mutateAsync({ botId, senderId }));
    } catch {
      // The error is shown from the mutation's state; the choice stays as it was.
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!senderId}>
          <RefreshCw aria-hidden />
          {t('rcsTemplates.sync.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('rcsTemplates.sync.close')}>
        <DialogHeader>
          <DialogTitle>{t('rcsTemplates.sync.title')}</DialogTitle>
          <DialogDescription>{t('rcsTemplates.sync.lead', { sender: senderId })}</DialogDescription>
        </DialogHeader>
        {bots.isPending ? (
          <p className="text-sm text-muted-foreground">{t('rcsTemplates.sync.loadingBots')}</p>
        ) : (bots.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rcsTemplates.sync.noBots')}</p>
        ) : (
          <div className="grid gap-1">
            <label htmlFor="rcs-sync-bot" className="text-sm font-medium">
              {t('rcsTemplates.sync.bot')}
            </label>
            <NativeSelect id="rcs-sync-bot" value={botId} onChange={(event) => setPicked(event.target.value)}>
              {(bots.data ?? []).map((bot) => (
                <option key={bot.id} value={bot.id}>
                  {bot.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {sync.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {sync.error instanceof Error ? sync.error.message : t('rcsTemplates.sync.failed')}
          </p>
        ) : null}
        {outcome ? <SyncOutcome outcome={outcome} /> : null}
        <DialogFooter>
          <Button onClick={() => void run()} disabled={!botId || sync.isPending}>
            {sync.isPending ? t('rcsTemplates.sync.running') : t('rcsTemplates.sync.run')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SyncOutcome({ outcome }: { outcome: RcsTemplateSyncResponse }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-2 text-sm">
      <p>{t('rcsTemplates.sync.done', { created: outcome.created.length, updated: outcome.updated.length, skipped: outcome.skipped.length })}</p>
      {outcome.skipped.length > 0 ? (
        <ul className="grid list-disc gap-1 ps-5" aria-label={t('rcsTemplates.sync.skipped')}>
          {outcome.skipped.map((node) => (
            <li key={node.name}>
              <span dir="ltr" className="font-medium">
                {node.name}
              </span>
              {`: ${node.reason}`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
