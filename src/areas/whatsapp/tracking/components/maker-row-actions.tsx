import { Copy, LoaderCircle, Pencil, Send, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { useDeleteDraft } from '../queries/use-delete-draft';
import type { TrackingAction } from '../queries/use-campaign-action';
import { actionErrorText } from '../tracking-logic';

/** Where the send form (built beside this page) opens a campaign to edit it. */
export const editCampaignPath = (row: Pick<TrackedCampaign, 'id' | 'audienceKind'>) => `/whatsapp-campaign/send-whatsapp/${row.audienceKind}?campaignId=${row.id}`;

interface MakerRowActionsProps {
  row: TrackedCampaign;
  /** The action running on this row, if any. */
  running: TrackingAction | undefined;
  run: (row: TrackedCampaign, action: TrackingAction) => Promise<boolean>;
}

/**
 * A maker's row: a draft or a rejected campaign opens in the send form and is submitted; a draft is
 * deleted after a question; any is duplicated, which for a large audience takes a while and says so.
 */
export function MakerRowActions({ row, running, run }: MakerRowActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteDraft();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const busy = running !== undefined || remove.isPending;
  const open = row.state === 'DRAFT' || row.state === 'REJECTED';

  const deleteDraft = async () => {
    const confirmed = await showConfirm({
      title: t('waTrack.maker.delete_confirm.title'),
      message: t('waTrack.maker.delete_confirm.message', { name: row.name }),
      tone: 'warning',
      confirmLabel: t('waTrack.maker.delete_confirm.confirm'),
      cancelLabel: t('waTrack.maker.delete_confirm.keep'),
    });
    // The question has no trigger Radix could return focus to.
    if (!confirmed) return deleteButton.current?.focus();
    try {
      await remove.mutateAsync(row.id);
      notify.success(t('waTrack.maker.deleted', { name: row.name }));
    } catch (error) {
      notify.error(actionErrorText(error, t('waTrack.action_failed')), { title: t('waTrack.action_failed_title') });
    }
  };

  // Stacked, so the decision and its reason keep the width on a laptop screen; side by side at a phone card's foot.
  return (
    <div className="flex flex-wrap gap-1 md:flex-col md:items-stretch">
      {open && row.allowedActions.includes('edit') ? (
        <Button asChild variant="outline" size="sm">
          <Link to={editCampaignPath(row)} aria-label={t('waTrack.maker.edit_named', { name: row.name })}>
            <Pencil aria-hidden />
            {t('waTrack.maker.edit')}
          </Link>
        </Button>
      ) : null}
      {open && row.allowedActions.includes('submit') ? (
        <Button size="sm" disabled={busy} aria-label={t(row.state === 'DRAFT' ? 'waTrack.maker.submit_named' : 'waTrack.maker.resubmit_named', { name: row.name })} onClick={() => void run(row, 'submit')}>
          <Send aria-hidden />
          {t(row.state === 'DRAFT' ? 'waTrack.maker.submit' : 'waTrack.maker.resubmit')}
        </Button>
      ) : null}
      {row.allowedActions.includes('duplicate') ? (
        <Button variant="ghost" size="sm" disabled={busy} aria-busy={running === 'duplicate'} aria-label={t('waTrack.duplicate_named', { name: row.name })} onClick={() => void run(row, 'duplicate')}>
          {running === 'duplicate' ? <LoaderCircle aria-hidden className="animate-spin" /> : <Copy aria-hidden />}
          {running === 'duplicate' ? t('waTrack.maker.duplicating') : t('waTrack.duplicate')}
        </Button>
      ) : null}
      {running === 'duplicate' ? (
        <p role="status" className="max-w-48 text-xs text-muted-foreground">
          {t('waTrack.maker.duplicating_hint', { name: row.name })}
        </p>
      ) : null}
      {row.state === 'DRAFT' && row.allowedActions.includes('edit') ? (
        <Button ref={deleteButton} variant="ghost" size="sm" className="text-destructive" disabled={busy} aria-label={t('waTrack.maker.delete_named', { name: row.name })} onClick={() => void deleteDraft()}>
          <Trash2 aria-hidden />
          {remove.isPending ? t('waTrack.maker.deleting') : t('waTrack.maker.delete')}
        </Button>
      ) : null}
    </div>
  );
}
