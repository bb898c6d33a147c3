import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { useCampaignAction, type TrackingAction } from './queries/use-campaign-action';
import { actionErrorText } from './tracking-logic';

/**
 * Runs a row action: cancel asks first (it cannot be undone), the result is announced in a toast,
 * and a refusal shows the server's own reason (403 "never your own campaign", 409 state changed).
 * Answers whether it went through.
 */
export function useRunAction() {
  const { t } = useTranslation();
  const mutation = useCampaignAction();
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (row: { id: string; name: string }, action: TrackingAction, reason?: string): Promise<boolean> => {
      if (action === 'cancel') {
        const confirmed = await showConfirm({
          title: t('waTrack.cancel_confirm.title'),
          message: t('waTrack.cancel_confirm.message', { name: row.name }),
          tone: 'warning',
          confirmLabel: t('waTrack.cancel_confirm.confirm'),
          cancelLabel: t('waTrack.cancel_confirm.keep'),
        });
        if (!confirmed) return false;
      }
      try {
        await mutateAsync({ id: row.id, action, reason });
        notify.success(t(`waTrack.done.${action}`, { name: row.name }));
        return true;
      } catch (error) {
        notify.error(actionErrorText(error, t('waTrack.action_failed')), { title: t('waTrack.action_failed_title') });
        return false;
      }
    },
    [mutateAsync, t],
  );
  return { run, pending: mutation.isPending ? mutation.variables : undefined };
}
