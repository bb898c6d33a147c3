import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxInboundMediaRequest } from '@/api/contracts/whatsapp-accounts-more';
import { fileBase64 } from '@/api/file-base64';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { fieldErrors } from './field-errors';
import { useSandboxSendMedia } from './queries/use-sandbox-send-media';
import { useSenderNumbers } from './queries/use-sender-numbers';
import { SandboxPanel } from './sandbox-panel';

/** SANDBOX ONLY: a customer's phone stand-in that sends a file to one of the account's numbers. */
export function SandboxCustomerFile() {
  const { t } = useTranslation();
  const senders = useSenderNumbers();
  const send = useSandboxSendMedia();
  const [senderId, setSenderId] = useState('');
  const [from, setFrom] = useState('+971501234567');
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = senderId || senders.data?.[0]?.senderId || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = sandboxInboundMediaRequest.safeParse({ senderId: chosen, from: from.trim(), fileName: file?.name ?? '', mimeType: file?.type || 'application/octet-stream', data: file ? await fileBase64(file) : '', caption });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    send.mutate(checked.data, { onSuccess: () => notify.success(t('waAccountsMore.pending.sandbox_sent')), onError: (error) => setErrors(fieldErrors(error, 'data')) });
  };

  return (
    <SandboxPanel titleId="sandbox-file-title" title={t('waAccountsMore.pending.sandbox_title')} intro={t('waAccountsMore.pending.sandbox_intro')}>
      <form className="grid gap-3 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_1fr_auto] lg:items-start" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('waAccountsMore.pending.sandbox_number')} error={errors.senderId}>
          <NativeSelect value={chosen} onChange={(event) => setSenderId(event.target.value)}>
            {(senders.data ?? []).map((sender) => (
              <option key={sender.senderId} value={sender.senderId}>
                {`${sender.verifiedName} (${sender.displayNumber})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('waAccountsMore.pending.sandbox_from')} error={errors.from}>
          <Input dir="ltr" inputMode="tel" value={from} onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label={t('waAccountsMore.pending.sandbox_file')} error={errors.data ?? errors.fileName ?? errors.mimeType}>
          <Input type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </FormField>
        <FormField label={t('waAccountsMore.pending.sandbox_caption')} error={errors.caption}>
          <Input value={caption} onChange={(event) => setCaption(event.target.value)} />
        </FormField>
        <Button type="submit" className="lg:mt-6" disabled={send.isPending || !senders.data?.length}>
          {t('waAccountsMore.pending.sandbox_send')}
        </Button>
      </form>
    </SandboxPanel>
  );
}
