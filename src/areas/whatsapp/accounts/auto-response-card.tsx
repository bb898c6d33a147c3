import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import type { BusinessProfile } from '@/api/contracts/whatsapp-accounts';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { FormField } from '@/ui/form-field';
import { Label } from '@/ui/label';
import { useAutoResponse } from './queries/use-auto-response';
import { useSaveReadReceipts } from './queries/use-save-read-receipts';
import { useSetAutoResponse } from './queries/use-set-auto-response';

const TEXTAREA = 'min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

function AutoResponseForm({ senderId, on: initialOn, text: initialText }: { senderId: string; on: boolean; text: string }) {
  const { t } = useTranslation();
  const setAuto = useSetAutoResponse(senderId);
  const [on, setOn] = useState(initialOn);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [first, setFirst] = useState(!initialOn && !initialText);
  const save = () => {
    if (on && !text.trim()) return setError(t('whatsappAccounts.profile.auto_text_required'));
    setError(null);
    setAuto.mutate(
      { on, text, first },
      {
        onSuccess: () => {
          setFirst(false);
          notify.success(t('whatsappAccounts.profile.auto_saved'));
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('whatsappAccounts.profile.save_failed')),
      },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id={`auto-${senderId}`} checked={on} onCheckedChange={(value) => setOn(value === true)} />
        <Label htmlFor={`auto-${senderId}`}>{t('whatsappAccounts.profile.auto_on')}</Label>
      </div>
      <FormField label={t('whatsappAccounts.profile.auto_text')} error={error ?? undefined}>
        <textarea className={TEXTAREA} value={text} maxLength={4096} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <div>
        <Button onClick={save} disabled={setAuto.isPending}>
          {t('whatsappAccounts.profile.auto_save')}
        </Button>
      </div>
    </div>
  );
}

/** Auto-response on/off with its text, and read receipts, for one number. */
export function AutoResponseCard({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation();
  const auto = useAutoResponse(profile.senderId);
  const receipts = useSaveReadReceipts(profile.senderId);
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-base font-semibold">{t('whatsappAccounts.profile.auto_title')}</h2>
      {auto.data ? <AutoResponseForm key={profile.senderId} senderId={profile.senderId} on={auto.data.autoResponseFlag} text={auto.data.text} /> : null}
      <div className="flex items-center gap-2 border-t pt-4">
        <Checkbox
          id={`receipts-${profile.senderId}`}
          checked={profile.readReceipts}
          disabled={receipts.isPending}
          onCheckedChange={(value) =>
            receipts.mutate(value === true, {
              onSuccess: () => notify.success(t('whatsappAccounts.profile.receipts_saved')),
              onError: () => notify.error(t('whatsappAccounts.profile.save_failed')),
            })
          }
        />
        <Label htmlFor={`receipts-${profile.senderId}`}>{t('whatsappAccounts.profile.read_receipts')}</Label>
      </div>
    </Card>
  );
}
