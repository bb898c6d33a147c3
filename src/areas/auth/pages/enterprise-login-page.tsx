import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shell/access/paths';
import { firstPermittedPath } from '@/shell/access/permissions';
import { currentSession, saveEnterpriseLogin } from '@/shell/session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { SignInCard } from '../components/sign-in-card';
import { useEnterpriseLogin } from '../queries/use-enterprise-login';
import { useLoginForm } from '../use-login-form';

/** Spec §2 "Enterprise sign-in screen" and §4 "Enterprise sign-in". */
export function EnterpriseLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useEnterpriseLogin();
  const [failed, setFailed] = useState(false);
  const form = useLoginForm();
  const { values, isValid } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid) return;
    setFailed(false);
    try {
      const data = await login.mutateAsync(values);
      saveEnterpriseLogin(currentSession(), data, values.username.trim());
      // Home, unless a permission profile without CampaignManager names a first page (spec §6).
      navigate(firstPermittedPath(data.permission ?? null, paths.home), { replace: true });
    } catch {
      setFailed(true);
    }
  };

  const shownError = (field: 'username' | 'password') => {
    const key = form.errorOf(field);
    return key ? t(key) : undefined;
  };

  return (
    <SignInCard titleId="enterprise-login-title">
      {failed ? (
        <Alert variant="destructive" dismissLabel={t('common.close')} onDismiss={() => setFailed(false)}>
          {t('login.err_msg.login_err')}
        </Alert>
      ) : null}
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="enterprise-login-title">
        <FormField label={t('login.username_label')} error={shownError('username')}>
          <Input autoComplete="off" placeholder={t('login.username_placeholder')} {...form.field('username')} />
        </FormField>
        <FormField label={t('login.password_label')} error={shownError('password')}>
          <Input type="password" autoComplete="off" placeholder={t('login.password_placeholder')} {...form.field('password')} />
        </FormField>
        <Button type="submit" size="lg" disabled={!isValid || login.isPending} className="mt-2 w-full">
          {login.isPending ? <Spinner size="sm" label={t('common.loading')} className="text-primary-foreground" /> : null}
          {t('login.login_btn')}
        </Button>
      </form>
    </SignInCard>
  );
}
