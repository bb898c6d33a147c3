import { FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxInboundRequest, type SandboxInboundRequest } from '@/api/contracts/automation';
import type { SenderNumber } from '@/api/contracts/campaigns';
import { ApiError } from '@/api/errors';
import { NativeSelect } from '@/ui/native-select';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useSandboxInbound } from './queries/use-sandbox-inbound';
import { useSandboxPhone } from './queries/use-sandbox-phone';
import { useFormat } from '@/ui/format';

/**
 * SANDBOX ONLY: a customer's phone stand-in. It writes to one of the account's numbers through the
 * sandbox provider (which posts the signed webhook as Meta would) and shows the conversation: what
 * the customer wrote, what the phone received, and a chatbot's reply buttons, which it can tap.
 */
export function SandboxCustomerPanel({ senders }: { senders: readonly SenderNumber[] }) {
  const { t } = useTranslation();
  const [senderId, setSenderId] = useState(senders[0]?.id ?? '');
  const [from, setFrom] = useState('+971501234567');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [watched, setWatched] = useState<{ senderId: string; phone: string } | null>(null);
  const inbound = useSandboxInbound();
  const phone = useSandboxPhone(watched?.senderId ?? '', watched?.phone ?? '');
  const format = useFormat();

  const write = (message: SandboxInboundRequest, sent?: () => void) =>
    inbound.mutate(message, {
      onSuccess: () => {
        setWatched({ senderId: message.senderId, phone: message.from });
        sent?.();
      },
      onError: (error) => setErrors(error instanceof ApiError && error.body?.fields ? error.body.fields : { text: error.message }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = sandboxInboundRequest.safeParse({ senderId, from: from.trim(), text });
    if (!checked.success) {
      return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    }
    setErrors({});
    write(checked.data, () => setText(''));
  };

  return (
    <Card className="grid gap-3 border-dashed p-4" role="region" aria-labelledby="sandbox-customer-title">
      <div className="flex flex-wrap items-center gap-2">
        <FlaskConical className="size-4 text-warning" aria-hidden />
        <h2 id="sandbox-customer-title" className="text-base font-semibold">
          {t('automation.sandbox.title')}
        </h2>
        <Badge variant="warning">{t('automation.sandbox.badge')}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t('automation.sandbox.intro')}</p>
      <form className="grid gap-3 md:grid-cols-[1fr_1fr_2fr_auto] md:items-start" onSubmit={submit} noValidate>
        <FormField label={t('automation.sandbox.number')} error={errors.senderId}>
          <NativeSelect value={senderId} onChange={(event) => setSenderId(event.target.value)}>
            {senders.map((sender) => (
              <option key={sender.id} value={sender.id}>
                {`${sender.verifiedName} (${sender.displayNumber})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('automation.sandbox.from')} error={errors.from}>
          <Input value={from} dir="ltr" inputMode="tel" onChange={(event) => setFrom(event.target.value)} />
        </FormField>
        <FormField label={t('automation.sandbox.text')} error={errors.text}>
          <Input value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        <Button type="submit" className="md:mt-6" disabled={inbound.isPending}>
          {t('automation.sandbox.send')}
        </Button>
      </form>
      {watched ? (
        <section className="grid gap-2" aria-labelledby="sandbox-phone-title">
          <h3 id="sandbox-phone-title" className="text-sm font-semibold">
            {t('automation.sandbox.received_title', { phone: watched.phone })}
          </h3>
          {phone.data?.length ? (
            <ul className="grid gap-1" aria-live="polite">
              {phone.data.map((message) => (
                <li key={message.id} className={message.from === 'customer' ? 'ms-8 rounded-md border px-3 py-2 text-sm' : 'me-8 rounded-md bg-muted px-3 py-2 text-sm'}>
                  <span className="me-2 text-xs text-muted-foreground">{format.date(message.at, 'time')}</span>
                  {message.from === 'customer' ? <Badge variant="neutral" className="me-2">{t('waBot.customer')}</Badge> : null}
                  {message.kind === 'template' ? <Badge variant="info" className="me-2">{t('automation.sandbox.template', { name: message.template })}</Badge> : null}
                  <span dir="auto">{message.text ?? ''}</span>
                  {message.links.map((link) => (
                    // The customer tapping a URL button: a tracked one goes through our click redirect.
                    <a key={link} href={link} target="_blank" rel="noreferrer" dir="ltr" className="ms-2 break-all text-primary underline">
                      {link}
                    </a>
                  ))}
                  {message.buttons.length ? (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {message.buttons.map((title) => (
                        // The customer taps a chatbot's reply button: the webhook carries the button's id, as Meta's does.
                        <Button key={title} type="button" size="sm" variant="outline" disabled={inbound.isPending} onClick={() => write({ senderId: watched.senderId, from: watched.phone, text: title, button: true })}>
                          {title}
                        </Button>
                      ))}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('automation.sandbox.nothing_yet')}
            </p>
          )}
        </section>
      ) : null}
    </Card>
  );
}
