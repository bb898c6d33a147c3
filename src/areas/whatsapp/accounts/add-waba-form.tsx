import { Loader2, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { useAddWabaId } from './queries/use-add-waba-id';

/** WABA Status: adds a WABA shared with our business in WhatsApp Manager by its id (spec §7 addWabaID). */
export function AddWabaForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const [wabaId, setWabaId] = useState('');
  const adding = useAddWabaId();
  const valid = /^\d{1,32}$/.test(wabaId.trim());
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    try {
      const answer = await adding.mutateAsync(wabaId.trim());
      notify.success(answer.added ? t('whatsappAccounts.numbers.waba_added', { name: answer.name, count: answer.numbers }) : t('whatsappAccounts.numbers.waba_already_added', { name: answer.name }));
      setWabaId('');
    } catch (error) {
      notify.error(t('whatsappAccounts.numbers.waba_add_failed', { message: error instanceof Error ? error.message : '' }));
    }
  }
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-1">
        <Label htmlFor={inputId}>{t('whatsappAccounts.numbers.add_waba_label')}</Label>
        <Input id={inputId} inputMode="numeric" dir="ltr" className="w-56 font-mono" value={wabaId} onChange={(event) => setWabaId(event.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={!valid || adding.isPending} aria-busy={adding.isPending}>
        {adding.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
        {t('whatsappAccounts.numbers.add_waba')}
      </Button>
    </form>
  );
}
