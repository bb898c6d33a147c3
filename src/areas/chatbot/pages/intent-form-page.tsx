import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { chatbotName, type Intent } from '@/api/contracts/chatbot';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { ChipsInput } from '../components/chips-input';
import { useIntentList } from '../queries/use-intent-list';
import { useSaveIntent } from '../queries/use-save-intent';
import { PageFrame } from '@/shell/page/page-frame';

const intentForm = z.object({
  name: chatbotName,
  phrases: z.array(z.string()).min(1).max(500),
  response: z.string().trim().max(4000),
});
type IntentForm = z.infer<typeof intentForm>;

function IntentEditor({ existing }: { existing: Intent | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveIntent();
  const form = useForm<IntentForm>({
    resolver: zodResolver(intentForm),
    mode: 'onTouched',
    defaultValues: existing ? { name: existing.name, phrases: existing.phrases, response: existing.response } : { name: '', phrases: [], response: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: existing?.id ?? null, request: values });
      notify.success(t('chatbot.intents.saved', { name: saved.name }));
      navigate('/chatbot/intent-list');
    } catch (error) {
      notify.error(apiErrorText(error, t('chatbot.intents.save_failed')), { title: t('chatbot.common.error_title') });
    }
  });
  return (
    <Card className="p-4 md:p-6">
      <form className="grid gap-4" onSubmit={submit} noValidate aria-labelledby="intent-form-title">
        <FormField label={t('chatbot.intents.name')} error={errors.name ? t('chatbot.common.name_invalid') : undefined}>
          <Input autoComplete="off" maxLength={100} {...form.register('name')} />
        </FormField>
        <Controller
          control={form.control}
          name="phrases"
          render={({ field }) => (
            <ChipsInput label={t('chatbot.intents.phrases')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.phrases ? t('chatbot.intents.phrases_required') : undefined} />
          )}
        />
        <FormField label={t('chatbot.intents.response')} error={errors.response ? t('chatbot.intents.response_invalid') : undefined}>
          <textarea rows={4} maxLength={4000} className="w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40" {...form.register('response')} />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
          <Button variant="secondary" asChild>
            <Link to="/chatbot/intent-list">{t('chatbot.common.back')}</Link>
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('chatbot.common.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Spec §2 create-intent (and edit-intent/:id): a name, training phrases as chips and a response. */
export function IntentFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const list = useIntentList();
  const existing = id ? (list.data?.find((intent) => intent.id === id) ?? null) : null;
  return (
    <PageFrame width="form" titleId="intent-form-title" title={id ? t('chatbot.intents.edit_title') : t('chatbot.intents.create_title')}>
      {id && list.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {id && list.isSuccess && !existing ? <p role="alert" className="text-sm text-destructive">{t('chatbot.intents.not_found')}</p> : null}
      {!id || existing ? <IntentEditor key={existing?.id ?? 'new'} existing={existing} /> : null}
    </PageFrame>
  );
}
