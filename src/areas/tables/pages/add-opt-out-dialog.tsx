import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addOptOutsResponse } from '@/api/contracts/tables';
import { ApiError } from '@/api/errors';
import { useApiClient } from '@/api/react';
import { normalisePhone } from '@/campaigns';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { tablesEndpoint } from '../queries/tables-endpoint';

/** One number added by hand with why; a refused save keeps what was typed. */
export function AddOptOutDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange(open: boolean): void; onAdded(): void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const e164 = normalisePhone(phone, 'IN');
    if (!e164) {
      setError(t('tables.opt_outs.phone_invalid'));
      return;
    }
    setSaving(true);
    try {
      const answer = await client.call(tablesEndpoint('opt-outs'), { method: 'post', json: { rows: [{ phone: e164, reason }] }, schema: addOptOutsResponse });
      notify.success(answer.added ? t('tables.opt_outs.added_one', { phone: e164 }) : t('tables.opt_outs.already_listed', { phone: e164 }));
      setPhone('');
      setReason('');
      setError(undefined);
      onAdded();
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? (Object.values(failure.body?.fields ?? {})[0] ?? failure.body?.message) : t('tables.save_failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('tables.close')}>
        <DialogHeader>
          <DialogTitle>{t('tables.opt_outs.add_title')}</DialogTitle>
          <DialogDescription>{t('tables.opt_outs.add_intro')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField label={t('tables.columns.phone')} error={error} hint={t('tables.opt_outs.phone_hint')}>
            <Input value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="off" inputMode="tel" required />
          </FormField>
          <FormField label={t('tables.columns.reason')}>
            <Input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('tables.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {t('tables.opt_outs.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
