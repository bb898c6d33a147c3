import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationEvent, notificationSubscriptionRequest, type NotificationEvent } from '@/api/contracts/whatsapp-accounts-more';
import { NativeSelect } from '@/ui/native-select';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { fieldErrors } from './field-errors';
import { useAddSubscription } from './queries/use-add-subscription';

/** Who to tell and of what: an e-mail address or a webhook URL, and at least one event. */
export function SubscriptionForm() {
  const { t } = useTranslation();
  const add = useAddSubscription();
  const eventsId = useId();
  const [channel, setChannel] = useState<'EMAIL' | 'WEBHOOK'>('WEBHOOK');
  const [target, setTarget] = useState('');
  const [events, setEvents] = useState<NotificationEvent[]>(['CAMPAIGN_FINISHED', 'CAMPAIGN_FAILED']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (event: NotificationEvent, on: boolean) => setEvents((old) => (on ? notificationEvent.options.filter((one) => one === event || old.includes(one)) : old.filter((one) => one !== event)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = notificationSubscriptionRequest.safeParse({ channel, target: target.trim(), events });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: () => {
        notify.success(t('waAccountsMore.notify.added'));
        setTarget('');
      },
      // The server names a refused URL `url`; it is this form's target.
      onError: (error) => {
        const { url, ...rest } = fieldErrors(error, 'target');
        setErrors(url ? { ...rest, target: url } : rest);
      },
    });
  };

  return (
    <Card className="p-4">
      <form className="grid gap-4 md:grid-cols-[1fr_3fr]" onSubmit={submit} noValidate aria-labelledby="subscription-form-title">
        <h2 id="subscription-form-title" className="text-base font-semibold md:col-span-2">
          {t('waAccountsMore.notify.add_title')}
        </h2>
        <FormField label={t('waAccountsMore.notify.channel')} error={errors.channel}>
          <NativeSelect value={channel} onChange={(event) => setChannel(event.target.value === 'EMAIL' ? 'EMAIL' : 'WEBHOOK')}>
            <option value="WEBHOOK">{t('waAccountsMore.notify.channels.WEBHOOK')}</option>
            <option value="EMAIL">{t('waAccountsMore.notify.channels.EMAIL')}</option>
          </NativeSelect>
        </FormField>
        <FormField label={t(channel === 'EMAIL' ? 'waAccountsMore.notify.email' : 'waAccountsMore.notify.url')} hint={channel === 'WEBHOOK' ? t('waAccountsMore.notify.url_hint') : undefined} error={errors.target}>
          <Input dir="ltr" type={channel === 'EMAIL' ? 'email' : 'url'} value={target} onChange={(event) => setTarget(event.target.value)} />
        </FormField>
        <fieldset className="grid gap-2 md:col-span-2" aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('waAccountsMore.notify.events')}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {notificationEvent.options.map((option) => (
              <div key={option} className="flex items-center gap-2">
                <Checkbox id={`${eventsId}-${option}`} checked={events.includes(option)} onCheckedChange={(checked) => toggle(option, checked === true)} />
                <Label htmlFor={`${eventsId}-${option}`} className="font-normal">
                  {t(`waAccountsMore.notify.event_names.${option}`)}
                </Label>
              </div>
            ))}
          </div>
          {errors.events ? (
            <p id={`${eventsId}-error`} className="text-xs font-medium text-destructive">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <div className="md:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            {t('waAccountsMore.notify.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
