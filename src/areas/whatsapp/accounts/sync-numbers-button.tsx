import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSyncPhoneNumbers } from './queries/use-sync-phone-numbers';
import { WabaActionButton } from './waba-action-button';

/** Pulls one WABA's numbers from Meta; says how many came and changed, or why it could not. */
export function SyncNumbersButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const sync = useSyncPhoneNumbers();
  return (
    <WabaActionButton
      label={t(sync.isPending ? 'whatsappAccounts.numbers.syncing_of' : 'whatsappAccounts.numbers.sync_of', { name: wabaName })}
      icon={RefreshCw}
      pending={sync.isPending}
      run={() => sync.mutateAsync(wabaId)}
      succeeded={(counts) => t('whatsappAccounts.numbers.synced', { name: wabaName, added: counts.added, updated: counts.updated })}
      failed={(message) => t('whatsappAccounts.numbers.sync_failed', { name: wabaName, message })}
    >
      {sync.isPending ? t('whatsappAccounts.numbers.syncing') : t('whatsappAccounts.numbers.sync')}
    </WabaActionButton>
  );
}
