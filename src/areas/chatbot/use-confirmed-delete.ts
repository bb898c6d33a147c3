import { useTranslation } from 'react-i18next';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { apiErrorText } from './api-error-text';

interface Named {
  id: string;
  name: string;
}

/**
 * Delete with confirmation, as every chatbot list does it: asks with `<keys>.delete_title` and the
 * message key (default `<keys>.delete_message`), deletes, then says `<keys>.deleted` or the server's
 * reason, else `<keys>.delete_failed`.
 * @example const remove = useConfirmedDelete('chatbot.apps', (id) => removal.mutateAsync(id)); remove(app);
 */
export function useConfirmedDelete<Item extends Named>(keys: string, deleteById: (id: string) => Promise<unknown>, messageKey?: (item: Item) => string) {
  const { t } = useTranslation();
  return async (item: Item) => {
    const confirmed = await showConfirm({
      title: t(`${keys}.delete_title`),
      message: t(messageKey?.(item) ?? `${keys}.delete_message`, { name: item.name }),
      tone: 'warning',
      confirmLabel: t('chatbot.common.delete'),
    });
    if (!confirmed) return;
    try {
      await deleteById(item.id);
      notify.success(t(`${keys}.deleted`, { name: item.name }));
    } catch (error) {
      notify.error(apiErrorText(error, t(`${keys}.delete_failed`)), { title: t('chatbot.common.error_title') });
    }
  };
}
