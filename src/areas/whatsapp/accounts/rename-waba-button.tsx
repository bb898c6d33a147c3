import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { wabaName } from '@/api/contracts/whatsapp-waba';
import { notify } from '@/shell/feedback/notify';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useUpdateWabaInfo } from './queries/use-update-waba-info';

/** The dialog's form, mounted afresh on each opening so it starts from the WABA's current name. */
function RenameForm({ wabaId, current, onDone }: { wabaId: string; current: string; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useUpdateWabaInfo();
  const [name, setName] = useState(current);
  const [touched, setTouched] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const parsed = wabaName.safeParse(name);
  const nameError = serverFields.name ?? (touched && !parsed.success ? t('whatsappAccounts.numbers.rename_invalid') : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || rename.isPending) return;
    if (parsed.data === current) return onDone();
    setServerFields({});
    setFailure('');
    try {
      const saved = await rename.mutateAsync({ wabaId, name: parsed.data });
      notify.success(t('whatsappAccounts.numbers.renamed', { name: saved.name }));
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
      setServerFields(fields);
      // A refusal about the name shows under the field; any other under the form.
      if (!fields.name) setFailure(error instanceof Error ? error.message : '');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <FormField label={t('whatsappAccounts.numbers.rename_label')} error={nameError}>
        <Input
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          autoComplete="off"
          value={name}
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value);
            setServerFields({});
          }}
          onBlur={() => setTouched(true)}
        />
      </FormField>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{t('whatsappAccounts.numbers.rename_failed', { message: failure })}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={rename.isPending} aria-busy={rename.isPending}>
          {t('whatsappAccounts.numbers.rename_save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** WABA Status's Rename: spec §7 updateWabaInfo, the name the console shows (Meta keeps its own). Focus returns to the button on close. */
export function RenameWabaButton({ wabaId, wabaName: current }: { wabaId: string; wabaName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('whatsappAccounts.numbers.rename_of', { name: current })}>
          <Pencil aria-hidden />
          {t('whatsappAccounts.numbers.rename')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('whatsappAccounts.numbers.rename_title', { name: current })}</DialogTitle>
          <DialogDescription>{t('whatsappAccounts.numbers.rename_hint', { id: wabaId })}</DialogDescription>
        </DialogHeader>
        {open ? <RenameForm wabaId={wabaId} current={current} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
