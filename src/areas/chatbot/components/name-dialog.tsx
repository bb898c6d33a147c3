import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatbotName } from '@/api/contracts/chatbot';
import { openDialog } from '@/shell/dialogs/dialog-host';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';

interface NameDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the name; false keeps the dialog open with what was typed (the caller has said why). */
  save: (name: string) => Promise<boolean>;
  onClose: (name: string | undefined) => void;
}

function NameDialog({ title, label, submitLabel, initial = '', save, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const descriptionId = useId();
  const parsed = chatbotName.safeParse(name);
  const error = touched && !parsed.success ? t('chatbot.common.name_invalid') : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || saving) return;
    if (parsed.data === initial.trim()) return onClose(undefined);
    setSaving(true);
    const saved = await save(parsed.data);
    setSaving(false);
    if (saved) onClose(parsed.data);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent closeLabel={t('chatbot.common.close')} aria-describedby={descriptionId} className="max-w-md">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription id={descriptionId}>{t('chatbot.common.name_hint')}</DialogDescription>
          </DialogHeader>
          <FormField label={label} error={error}>
            <Input autoFocus autoComplete="off" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} onBlur={() => setTouched(true)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onClose(undefined)}>
              {t('chatbot.common.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks for a name (1–100 characters, trimmed) and saves it; resolves the saved name, or undefined when cancelled or unchanged. */
export function askName(props: Omit<NameDialogProps, 'onClose'>): Promise<string | undefined> {
  return openDialog<string | undefined>((close) => <NameDialog {...props} onClose={close} />);
}
