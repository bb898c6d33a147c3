import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WHATSAPP_CALLING } from '@/api/contracts/account-features';
import type { Endpoint } from '@/api/contracts/config';
import { voiceSettingsResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useEsme } from './queries/account-endpoint';
import { useAccountFeature } from './queries/use-account-feature';

/** spec §7's `POST /signup/api/v1.0/customers/voice_settings/{phoneId}`, relative to the campaign base. */
const voiceSettings = (phoneId: string): Endpoint => ({ service: 'campaign', path: `/signup/api/v1.0/customers/voice_settings/${encodeURIComponent(phoneId)}` });

/**
 * A number's WhatsApp voice calling, on or off at Meta. Meta keeps the setting and we do not read it
 * back (docs/decisions.md "The rest of spec §7's calls"), so both ways are offered and the toast says which took.
 * Shown only to an account whose `whatsapp_calling` feature is on: Meta's calling is paid, and the
 * provider opens it per account (role 0's Account features on User list).
 */
export function VoiceCallingCard({ senderId, displayNumber }: { senderId: string; displayNumber: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const esmeaddr = useEsme();
  const opened = useAccountFeature(WHATSAPP_CALLING);
  const change = useMutation({
    mutationFn: (status: 'enabled' | 'disabled') => client.call(voiceSettings(senderId), { method: 'post', json: { esmeaddr, status }, schema: voiceSettingsResponse }),
  });
  async function set(status: 'enabled' | 'disabled') {
    try {
      await change.mutateAsync(status);
      notify.success(t(status === 'enabled' ? 'whatsappAccounts.profile.calling_on' : 'whatsappAccounts.profile.calling_off', { number: displayNumber }));
    } catch (error) {
      notify.error(t('whatsappAccounts.profile.calling_failed', { number: displayNumber, message: error instanceof Error ? error.message : '' }));
    }
  }
  if (opened.data !== true) return null;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">{t('whatsappAccounts.profile.calling_title')}</h2>
      <p className="text-sm text-muted-foreground">{t('whatsappAccounts.profile.calling_lead')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => void set('enabled')}>
          {t('whatsappAccounts.profile.calling_enable')}
        </Button>
        <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => void set('disabled')}>
          {t('whatsappAccounts.profile.calling_disable')}
        </Button>
      </div>
    </Card>
  );
}
