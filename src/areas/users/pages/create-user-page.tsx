import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { useConfig } from '@/api/react';
import { useKeptDraft, useWizardDraft, type KeptForm } from '@/shell/drafts';
import { notify } from '@/shell/feedback/notify';
import { PageFrame } from '@/shell/page/page-frame';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { apiErrorText } from '../api-error-text';
import { EmailLocalPartField } from '../components/email-local-part-field';
import { ServicesField } from '../components/services-field';
import {
  CREATE_USER_DRAFT,
  createUserFormSchema,
  EMPTY_CREATE_USER_FORM,
  keptCreateUserForm,
  REQUEST_FIELD_TO_FORM,
  SERVICE_OPTIONS,
  toCreateUserRequest,
  type CreateUserForm,
} from '../create-user-form';
import { useCreateUser } from '../queries/use-create-user';

/** Marks field errors the server sent so they are shown as written, not looked up as i18n keys. */
const SERVER_ERROR = 'server';

/** Spec §2 "Add User" and §4 "Create user form": user name, email local part, services; Clear, Create, Back. */
export function CreateUserPage() {
  const kept = useKeptDraft(CREATE_USER_DRAFT, null, keptCreateUserForm);
  return <CreateUserCard key={kept.generation} draftKey={kept.key} restored={kept.draft} onDiscard={kept.discard} />;
}

/** The form, opened with a kept draft's values when there is one. */
function CreateUserCard({ draftKey, restored, onDiscard }: { draftKey: string | null; restored: KeptForm<CreateUserForm> | null; onDiscard: () => void }) {
  const { t } = useTranslation();
  const { companyDomain } = useConfig();
  const navigate = useNavigate();
  const creation = useCreateUser();
  const schema = useMemo(() => createUserFormSchema(companyDomain), [companyDomain]);
  const form = useForm<CreateUserForm>({ resolver: zodResolver(schema), mode: 'all', defaultValues: restored?.form ?? EMPTY_CREATE_USER_FORM });
  const draft = useWizardDraft({ draftKey, value: form.watch(), baseline: EMPTY_CREATE_USER_FORM, restored, onDiscard });
  const { errors, touchedFields, isValid, isSubmitting, isSubmitted } = form.formState;
  const services = useMemo(() => SERVICE_OPTIONS.map((option) => ({ value: option.value, label: t(option.labelKey) })), [t]);

  // The form starts "cleared": a message shows once its field was left (or a submit was tried).
  const shownError = (field: keyof CreateUserForm): string | undefined => {
    const error = errors[field];
    if (!error?.message || !(touchedFields[field] || isSubmitted)) return undefined;
    return error.type === SERVER_ERROR ? error.message : t(error.message);
  };

  const clear = () => {
    // Keeping the field refs lets focus move to the first field straight away, without waiting for a render.
    form.reset(EMPTY_CREATE_USER_FORM, { keepFieldsRef: true });
    form.setFocus('userName');
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const message = await creation.mutateAsync(toCreateUserRequest(values, companyDomain));
      notify.success(message);
      draft.saved();
      form.reset(EMPTY_CREATE_USER_FORM);
      navigate('/user-list');
    } catch (error) {
      // Every typed value stays so the user can correct it and try again (spec §8).
      notify.error(apiErrorText(error, t('create_user.create_failed')), { title: t('create_user.error_title') });
      const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
      for (const [path, message] of Object.entries(fields)) {
        const field = REQUEST_FIELD_TO_FORM[path];
        if (field) form.setError(field, { type: SERVER_ERROR, message });
      }
    }
  });

  return (
    <PageFrame titleId="create-user-title" title={t('create_user.title')} width="form">
      {draft.element}
      <Card className="p-4 md:p-6">
        <form className="grid gap-5" onSubmit={submit} noValidate aria-labelledby="create-user-title">
          <FormField label={t('create_user.user_name')} error={shownError('userName')}>
            <Input autoComplete="off" placeholder={t('create_user.user_name_placeholder')} {...form.register('userName')} />
          </FormField>
          <EmailLocalPartField
            label={t('create_user.email')}
            domain={companyDomain}
            placeholder={t('create_user.email_placeholder')}
            error={shownError('emailLocal')}
            {...form.register('emailLocal')}
          />
          <Controller
            control={form.control}
            name="services"
            render={({ field }) => (
              <ServicesField
                legend={t('create_user.services')}
                options={services}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={shownError('services')}
              />
            )}
          />
          <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="outline" onClick={clear}>
              {t('create_user.clear')}
            </Button>
            <Button type="submit" disabled={!isValid || isSubmitting}>
              {isSubmitting ? <Spinner size="sm" label={t('create_user.creating')} className="text-primary-foreground" /> : null}
              {t('create_user.create')}
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/user-list">{t('create_user.back')}</Link>
            </Button>
          </div>
        </form>
      </Card>
    </PageFrame>
  );
}
