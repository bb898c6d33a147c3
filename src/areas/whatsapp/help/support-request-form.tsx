import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_AREAS, SUPPORT_DESCRIPTION_MAX, SUPPORT_SUBJECT_MAX, supportRequestBody, type HelpArea } from '@/api/contracts/support-requests';
import { ApiError } from '@/api/errors';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useSendSupportRequest } from './queries/use-send-support-request';

type Field = 'subject' | 'area' | 'description' | 'contactEmail';
const FIELDS: readonly Field[] = ['subject', 'area', 'description', 'contactEmail'];
const isField = (key: PropertyKey): key is Field => FIELDS.includes(key as Field);

const EMPTY = { subject: '', area: '' as HelpArea | '', description: '', contactEmail: '' };
const control =
  'w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

/** The support request: checked with the server's own schema first, and kept as typed when the server refuses it. */
export function SupportRequestForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const send = useSendSupportRequest();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const messagesFor = (fields: Iterable<PropertyKey>) => Object.fromEntries([...fields].filter(isField).map((field) => [field, t(`helpCenter.form.errors.${field}`)]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = supportRequestBody.safeParse(values);
    if (!checked.success) {
      setErrors(messagesFor(checked.error.issues.map((issue) => issue.path[0] ?? '')));
      return;
    }
    try {
      const created = await send.mutateAsync(checked.data);
      notify.success(t('helpCenter.form.sent', { subject: created.subject }));
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(messagesFor(Object.keys(fields)));
      notify.error(t('helpCenter.form.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border bg-surface p-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('helpCenter.form.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('helpCenter.form.lead')}</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-1 sm:grid-cols-2 sm:gap-x-4">
        <FormField label={t('helpCenter.form.subject')} error={errors.subject}>
          <Input value={values.subject} maxLength={SUPPORT_SUBJECT_MAX} onChange={(event) => set('subject')(event.target.value)} />
        </FormField>
        <FormField label={t('helpCenter.form.area')} error={errors.area}>
          <select value={values.area} onChange={(event) => set('area')(event.target.value)} className={`${control} h-9 py-1`}>
            <option value="" disabled>
              {t('helpCenter.form.area_placeholder')}
            </option>
            {HELP_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`helpCenter.areas.${area}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('helpCenter.form.description')} hint={t('helpCenter.form.description_hint')} error={errors.description} className="sm:col-span-2">
          <textarea rows={5} value={values.description} maxLength={SUPPORT_DESCRIPTION_MAX} onChange={(event) => set('description')(event.target.value)} className={control} />
        </FormField>
        <FormField label={t('helpCenter.form.email')} hint={t('helpCenter.form.email_hint')} error={errors.contactEmail}>
          <Input type="email" dir="ltr" autoComplete="email" value={values.contactEmail} onChange={(event) => set('contactEmail')(event.target.value)} />
        </FormField>
        <div className="flex items-end pb-5 sm:col-span-2">
          <Button type="submit" disabled={send.isPending}>
            {t('helpCenter.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
