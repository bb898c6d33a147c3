import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { ApiError } from '@/api/errors';
import { beginImpersonation, currentSession } from '@/shell/session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { useCustomerLogin } from '../queries/use-customer-login';

const customerForm = z.object({ username: z.string().check(z.trim(), z.minLength(1, 'login.err_msg.username_err')) });
type CustomerForm = z.infer<typeof customerForm>;

/** Spec §2 "Customer sign-in screen": an administrator opens a customer's console. */
export function CustomerLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useCustomerLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomerForm>({ resolver: zodResolver(customerForm), mode: 'all', defaultValues: { username: '' } });
  const { errors, touchedFields, isValid } = form.formState;

  const submit = form.handleSubmit(async ({ username }) => {
    setFailure(null);
    try {
      const outcome = await login.mutateAsync(username);
      // Spec §8: a check that is not successful shows the server's reason; a failed check call shows nothing.
      if (!outcome.ok) {
        setFailure(outcome.reason);
        return;
      }
      beginImpersonation(currentSession(), outcome.customer);
      navigate('/home', { replace: true });
    } catch (error) {
      setFailure(t(error instanceof ApiError && error.body ? error.body.error : 'customer_login.err.failed'));
    }
  });

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 p-6" aria-labelledby="customer-login-title">
      <h1 id="customer-login-title" className="text-2xl font-semibold">
        {t('customer_login.title')}
      </h1>
      <p className="text-sm text-muted-foreground">{t('customer_login.intro')}</p>
      {failure ? (
        <Alert variant="destructive" dismissLabel={t('common.close')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Card>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t('customer_login.username_label')} error={touchedFields.username && errors.username?.message ? t(errors.username.message) : undefined}>
            <Input autoComplete="off" placeholder={t('login.username_placeholder')} {...form.register('username')} />
          </FormField>
          <Button type="submit" disabled={!isValid || login.isPending}>
            {login.isPending ? <Spinner size="sm" label={t('common.loading')} className="text-primary-foreground" /> : null}
            {t('customer_login.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
