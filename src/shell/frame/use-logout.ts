import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConfig } from '@/api/react';
import { showAlert } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { currentSession, EMBEDDED_SIGNUP_LOGOUT_ALERT, logout } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/** Logout as spec §4 describes it; this hook only turns the outcome into what the user sees. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const calls = useSessionCalls();

  return useCallback(async () => {
    const store = currentSession();
    const outcome = await logout({
      store,
      codes: config,
      reportsLogout: () => calls.reportsLogout({ sessionId: store.read('session') ?? '', hostName: window.location.hostname }),
      mainLogout: calls.mainLogout,
      onReportsLogoutError: (error) => console.warn('reports logout failed', error),
    });
    if ('refused' in outcome) {
      await showAlert({ title: t('shell.alert.attention'), message: EMBEDDED_SIGNUP_LOGOUT_ALERT, tone: 'warning' });
    } else if ('error' in outcome) {
      notify.error(t('logout_err_msg'));
    } else {
      navigate(outcome.navigate, { replace: true });
    }
  }, [calls, config, navigate, t]);
}
