import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { apiAccess, apiBodyType, chatbotName, checkedUrl, httpMethod, keyValue, type EnterpriseApi } from '@/api/contracts/chatbot';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { ApiTester } from '../components/api-tester';
import { ChoiceGroup } from '../components/choice-group';
import { KeyValueRows } from '../components/key-value-rows';
import { NativeSelect } from '@/ui/native-select';
import { useEnterpriseApiList } from '../queries/use-enterprise-api-list';
import { useSaveEnterpriseApi } from '../queries/use-save-enterprise-api';
import { PageFrame } from '@/shell/page/page-frame';

export const enterpriseApiForm = z.object({
  name: chatbotName,
  method: httpMethod,
  /** The contract's spec §5 URL check, so the form refuses what the server would. */
  url: checkedUrl,
  headers: z.array(keyValue),
  body_type: apiBodyType,
  body: z.string().max(100_000),
  access: apiAccess,
  response_sample: z.string().max(100_000),
});
export type EnterpriseApiForm = z.infer<typeof enterpriseApiForm>;

const EMPTY: EnterpriseApiForm = { name: '', method: 'GET', url: '', headers: [], body_type: 'raw', body: '', access: 'Public', response_sample: '' };

const textarea = 'w-full rounded-md border border-input bg-surface px-3 py-2 font-mono text-xs shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

/** Header rows without a name are left out: an empty row is how the user makes room for one. */
const withoutEmptyHeaders = (values: EnterpriseApiForm) => values.headers.filter((header) => header.key.trim() !== '');

function EnterpriseApiEditor({ existing }: { existing: EnterpriseApi | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEnterpriseApi();
  const form = useForm<EnterpriseApiForm>({
    resolver: zodResolver(enterpriseApiForm),
    mode: 'onTouched',
    defaultValues: existing ? { ...EMPTY, ...existing } : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const bodyType = form.watch('body_type');
  const urlError = errors.url ? t(form.getValues('url').trim() ? 'chatbot.enterprise_api.url_invalid' : 'chatbot.enterprise_api.url_required') : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: existing?.id ?? null, request: { ...values, headers: withoutEmptyHeaders(values) } });
      notify.success(t('chatbot.enterprise_api.saved', { name: saved.name }));
      navigate('/chatbot/enterpriseapi/enterpriseapi-list');
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.enterprise_api.save_failed')), { title: t('chatbot.common.error_title') });
    }
  });

  // The tester needs only the request part, so it checks those fields and not the name.
  const testRequest = async () => {
    const valid = await form.trigger(['method', 'url', 'headers', 'body_type', 'body']);
    if (!valid) return null;
    const values = form.getValues();
    return { method: values.method, url: values.url, headers: withoutEmptyHeaders(values), body_type: values.body_type, body: values.body };
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-4 md:p-6">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-labelledby="enterprise-api-title">
          <FormField label={t('chatbot.enterprise_api.name')} error={errors.name ? t('chatbot.common.name_invalid') : undefined}>
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <FormField label={t('chatbot.enterprise_api.method')}>
              <NativeSelect {...form.register('method')}>
                {httpMethod.options.map((method) => (
                  <option key={method} value={method}>
                    {method}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('chatbot.enterprise_api.url')} error={urlError} hint={t('chatbot.enterprise_api.url_hint')}>
              <Input inputMode="url" autoComplete="off" spellCheck={false} dir="ltr" placeholder="https://api.example.com/v1/orders/{{order_id}}" {...form.register('url')} />
            </FormField>
          </div>
          <KeyValueRows legend={t('chatbot.enterprise_api.headers')} name="headers" control={form.control} register={form.register} />
          <ChoiceGroup
            legend={t('chatbot.enterprise_api.body_type')}
            options={apiBodyType.options.map((value) => ({ value, label: t(`chatbot.enterprise_api.body_types.${value}`) }))}
            registration={form.register('body_type')}
          />
          <FormField label={t('chatbot.enterprise_api.body')} hint={t(bodyType === 'raw' ? 'chatbot.enterprise_api.body_hint_raw' : 'chatbot.enterprise_api.body_hint_fields')}>
            <textarea rows={6} dir="ltr" spellCheck={false} className={textarea} {...form.register('body')} />
          </FormField>
          <ChoiceGroup
            legend={t('chatbot.enterprise_api.access')}
            options={apiAccess.options.map((value) => ({ value, label: t(`chatbot.enterprise_api.access_types.${value}`) }))}
            registration={form.register('access')}
          />
          <FormField label={t('chatbot.enterprise_api.response_sample')} hint={t('chatbot.enterprise_api.response_sample_hint')}>
            <textarea rows={4} dir="ltr" spellCheck={false} className={textarea} {...form.register('response_sample')} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="secondary" asChild>
              <Link to="/chatbot/enterpriseapi/enterpriseapi-list">{t('chatbot.common.back')}</Link>
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {t('chatbot.common.save')}
            </Button>
          </div>
        </form>
      </Card>
      <ApiTester getRequest={testRequest} />
    </div>
  );
}

/** Spec §2 enterpriseapi/enterpriseapi-add, and editing at enterpriseapi/enterpriseapi-edit/:id. */
export function EnterpriseApiFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const list = useEnterpriseApiList();
  const existing = id ? (list.data?.find((api) => api.id === id) ?? null) : null;
  const title = id ? t('chatbot.enterprise_api.edit_title') : t('chatbot.enterprise_api.add_title');
  return (
    <PageFrame titleId="enterprise-api-title" title={title}>
      {id && list.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {id && list.isSuccess && !existing ? <p role="alert" className="text-sm text-destructive">{t('chatbot.enterprise_api.not_found')}</p> : null}
      {!id || existing ? <EnterpriseApiEditor key={existing?.id ?? 'new'} existing={existing} /> : null}
    </PageFrame>
  );
}
