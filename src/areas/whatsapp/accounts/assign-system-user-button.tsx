import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAssignSystemUser } from './queries/use-assign-system-user';
import { WabaActionButton } from './waba-action-button';

/** Has the customer's business give our system user one WABA; says which user, or why not. */
export function AssignSystemUserButton({ wabaId, wabaName }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const assignment = useAssignSystemUser();
  return (
    <WabaActionButton
      label={t('whatsappAccounts.numbers.assign_system_user_of', { name: wabaName })}
      icon={UserCog}
      pending={assignment.isPending}
      run={() => assignment.mutateAsync(wabaId)}
      succeeded={(answer) => t('whatsappAccounts.numbers.system_user_assigned', { name: wabaName, user: answer.systemUserId })}
      failed={(message) => t('whatsappAccounts.numbers.system_user_failed', { name: wabaName, message })}
    >
      {t('whatsappAccounts.numbers.assign_system_user')}
    </WabaActionButton>
  );
}
