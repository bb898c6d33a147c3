import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomationView } from '@/api/contracts/automation';
import type { SenderNumber } from '@/api/contracts/campaigns';
import { ApiError } from '@/api/errors';
import { NativeSelect } from '@/ui/native-select';
import { Alert, AlertDescription } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useCreateAutomation } from './queries/use-create-automation';

/** A new automation's name and number; its triggers and actions are then built on the canvas. */
export function NewAutomationForm({ senders, onCreated, onCancel }: { senders: readonly SenderNumber[]; onCreated(automation: AutomationView): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [senderId, setSenderId] = useState(senders[0]?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAutomation();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('automationCanvas.new.nameRequired') });
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(
      { name: name.trim(), senderId },
      {
        onSuccess: onCreated,
        // The form keeps what was typed; the server's field problems show at their fields.
        onError: (error) => {
          if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
          setFailure(error.message);
        },
      },
    );
  }

  return (
    <Card className="p-4">
      <form className="grid gap-3" onSubmit={submit} aria-labelledby="new-automation-title" noValidate>
        <h2 id="new-automation-title" className="text-base font-semibold">
          {t('automationCanvas.new.title')}
        </h2>
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-3 md:grid-cols-2">
          <FormField label={t('automationCanvas.new.name')} error={errors.name}>
            <Input autoFocus value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label={t('automationCanvas.new.number')} error={errors.senderId}>
            <NativeSelect value={senderId} onChange={(event) => setSenderId(event.target.value)}>
              {senders.map((sender) => (
                <option key={sender.id} value={sender.id}>
                  {`${sender.verifiedName} (${sender.displayNumber})`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <p className="text-sm text-muted-foreground">{t('automationCanvas.new.hint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={create.isPending}>
            {t('automationCanvas.new.create')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('automationCanvas.new.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
