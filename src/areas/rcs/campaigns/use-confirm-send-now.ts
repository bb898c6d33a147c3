import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/react';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { countActiveUsers } from './queries/use-active-users-count';
import { useEsmeaddr } from './queries/rcs-endpoint';
import type { RcsForm } from './rcs-form-state';
import { useFormat } from '@/ui/format';

export interface SendNowAudience {
  /** The file's (or list's) numbers less the exclusion groups as the review step counted them; null while uncounted. */
  fileRecipients: number | null;
  /** The edited campaign's saved audience, when no new file was chosen. */
  savedRecipients: number;
  /** The agent's name and id, as the sender list shows them. */
  senderText: string;
}

/**
 * "Send now" sends at once, so it first names what it is about to do: how many recipients and from
 * which agent. Active users are counted by the server at that moment (the start counts them again).
 * Resolves true only when the user confirmed.
 */
export function useConfirmSendNow() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return async (form: RcsForm, audience: SendNowAudience): Promise<boolean> => {
    let count = audience.fileRecipients ?? audience.savedRecipients;
    if (form.audience === 'ACTIVE_USERS') {
      try {
        count = (await countActiveUsers(client, { esmeaddr, botId: form.senderId, exclusionGroupIds: form.exclusionGroupIds })).recipients;
      } catch {
        notify.error(t('rcsCampaigns.confirm_send.count_failed'));
        return false;
      }
    }
    return showConfirm({
      title: t('rcsCampaigns.confirm_send.title', { name: form.name }),
      message: t('rcsCampaigns.confirm_send.message', { count, n: format.number(count), sender: audience.senderText }),
      tone: 'warning',
      confirmLabel: t('rcsCampaigns.form.send_now'),
      cancelLabel: t('rcsCampaigns.confirm_send.keep'),
    });
  };
}
