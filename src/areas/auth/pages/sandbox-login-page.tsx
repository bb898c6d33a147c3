import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useSessionValue } from '@/shell/session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { SignInCard } from '../components/sign-in-card';
import { useSandboxLogin } from '../queries/use-sandbox-login';

/** Spec §2 "Sandbox sign-in screen": one button; an `error` session flag shows only the unauthorised message. */
export function SandboxLoginPage() {
  const { t } = useTranslation();
  const unauthorised = useSessionValue('error') === true;
  const login = useSandboxLogin();
  const [failure, setFailure] = useState<string | null>(null);

  if (unauthorised) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <p className="text-center text-lg font-medium" role="alert">
          {t('messages:unauthorised')}
        </p>
      </main>
    );
  }

  const start = async () => {
    setFailure(null);
    try {
      window.location.assign(await login.mutateAsync());
    } catch (error) {
      setFailure(error instanceof ApiError && error.body ? error.body.error : t('login.err_msg.login_err'));
    }
  };

  return (
    <SignInCard titleId="sandbox-login-title">
      {failure ? (
        <Alert variant="destructive" dismissLabel={t('common.close')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Button size="lg" className="w-full" onClick={start} disabled={login.isPending}>
        {login.isPending ? <Spinner size="sm" label={t('common.loading')} className="text-primary-foreground" /> : null}
        {t('login.sandbox_btn')}
      </Button>
    </SignInCard>
  );
}
