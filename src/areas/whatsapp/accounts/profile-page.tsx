import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/ui/native-select';
import { Badge } from '@/ui/badge';
import { FormField } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { PageFrame } from '@/shell/page/page-frame';
import { useBusinessProfile } from './queries/use-business-profile';
import { useContainerStatus } from './queries/use-container-status';
import { useSenderMapping } from './queries/use-sender-mapping';
import { AutoResponseCard } from './auto-response-card';
import { VoiceCallingCard } from './voice-calling-card';
import { ProfileForm } from './profile-form';

/** profile: choose a number, then its business profile, auto-response, read receipts and container status. */
export function ProfilePage() {
  const { t } = useTranslation();
  const senders = useSenderMapping();
  const [chosen, setChosen] = useState('');
  const senderId = chosen || senders.data?.[0]?.senderId || '';
  const profile = useBusinessProfile(senderId);
  const container = useContainerStatus(senderId);
  return (
    <PageFrame titleId="profile-title" title={t('whatsappAccounts.profile.title')} lead={t('whatsappAccounts.profile.lead')}>
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t('whatsappAccounts.profile.number')} className="w-full max-w-sm">
          <NativeSelect value={senderId} onChange={(event) => setChosen(event.target.value)} disabled={!senders.data?.length}>
            {(senders.data ?? []).map((sender) => (
              <option key={sender.senderId} value={sender.senderId}>
                {sender.displayNumber} · {sender.verifiedName}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {container.data ? (
          <p className="flex items-center gap-2 text-sm">
            {t('whatsappAccounts.profile.container')}
            <Badge variant={container.data.status === 'RUNNING' ? 'success' : 'warning'}>{container.data.status}</Badge>
          </p>
        ) : null}
      </div>
      {senders.data && !senders.data.length ? <p className="text-sm text-muted-foreground">{t('whatsappAccounts.numbers.no_numbers')}</p> : null}
      {profile.isPending && senderId ? <Spinner label={t('common.loading')} showLabel /> : null}
      {profile.data ? (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <ProfileForm key={profile.data.senderId} profile={profile.data} />
          <AutoResponseCard profile={profile.data} />
          <VoiceCallingCard key={`calling-${profile.data.senderId}`} senderId={profile.data.senderId} displayNumber={profile.data.displayNumber} />
        </div>
      ) : null}
    </PageFrame>
  );
}
