import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '@/shell/feedback/attention-dialog';
import { currentSession, EMBEDDED_SIGNUP_LOGOUT_ALERT, endServerSession, heldServerSessions } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/**
 * The idle Logout and the end of the countdown (spec §4): the browser forgets the session at once
 * and leaves; the server sessions it held are revoked with their reports tokens meanwhile (issue #16).
 * While an embedded sign-up is in progress it is refused as Logout is, and the next activity restarts the watch.
 */
export function useIdleTimeout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const calls = useSessionCalls();

  return useCallback(() => {
    const store = currentSession();
    if (store.read('embedded_signup') === true) {
      void showAlert({ title: t('shell.alert.attention'), message: EMBEDDED_SIGNUP_LOGOUT_ALERT, tone: 'warning' });
      return;
    }
    const closeInstead = store.read('whitelabel') === true && store.read('isLounge') === true;
    const held = heldServerSessions(store);
    store.clear();
    const warn = (error: unknown) => console.warn('ending the session on the server failed', error);
    const ended = Promise.all(held.map((auth) => endServerSession(auth, calls, window.location.hostname, warn)));
    // A closed window would cancel the calls in flight, so it closes once they are done.
    if (closeInstead) void ended.finally(() => window.close());
    else navigate('/', { replace: true });
  }, [calls, navigate, t]);
}
