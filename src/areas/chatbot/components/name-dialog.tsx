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
  onClose: (name: string | undefined) => void;
}

function NameDialog({ title, label, submitLabel, initial = '', onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const descriptionId = useId();
  const parsed = chatbotName.safeParse(name);
  const error = touched && !parsed.success ? t('chatbot.common.name_invalid') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success) onClose(parsed.data);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent closeLabel={t('chatbot.common.close')} aria-describedby={descriptionId} className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
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
            <Button type="submit">{submitLabel}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks for a name (1–100 characters, trimmed); resolves undefined when cancelled. */
export function askName(props: Omit<NameDialogProps, 'onClose'>): Promise<string | undefined> {
  return openDialog<string | undefined>((close) => <NameDialog {...props} onClose={close} />);
}
