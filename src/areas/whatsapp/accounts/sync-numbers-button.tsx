import { Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { useSyncPhoneNumbers } from './use-sync-phone-numbers';

/** Pulls one WABA's numbers from Meta; says how many came and changed, or why it could not. */
export function SyncNumbersButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const sync = useSyncPhoneNumbers();
  async function run() {
    try {
      const counts = await sync.mutateAsync(wabaId);
      notify.success(t('whatsappAccounts.numbers.synced', { name: wabaName, added: counts.added, updated: counts.updated }));
    } catch (error) {
      notify.error(t('whatsappAccounts.numbers.sync_failed', { name: wabaName, message: error instanceof Error ? error.message : '' }));
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={sync.isPending} aria-busy={sync.isPending} aria-label={t(sync.isPending ? 'whatsappAccounts.numbers.syncing_of' : 'whatsappAccounts.numbers.sync_of', { name: wabaName })} onClick={() => void run()}>
      {sync.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
      {sync.isPending ? t('whatsappAccounts.numbers.syncing') : t('whatsappAccounts.numbers.sync')}
    </Button>
  );
}
