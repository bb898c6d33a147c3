import { Loader2, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { useAssignSystemUser } from './use-assign-system-user';

/** Has the customer's business give our system user one WABA; says which user, or why not. */
export function AssignSystemUserButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const assignment = useAssignSystemUser();
  async function run() {
    try {
      const answer = await assignment.mutateAsync(wabaId);
      notify.success(t('whatsappAccounts.numbers.system_user_assigned', { name: wabaName, user: answer.systemUserId }));
    } catch (error) {
      notify.error(t('whatsappAccounts.numbers.system_user_failed', { name: wabaName, message: error instanceof Error ? error.message : '' }));
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={assignment.isPending} aria-busy={assignment.isPending} aria-label={t('whatsappAccounts.numbers.assign_system_user_of', { name: wabaName })} onClick={() => void run()}>
      {assignment.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <UserCog aria-hidden />}
      {t('whatsappAccounts.numbers.assign_system_user')}
    </Button>
  );
}
