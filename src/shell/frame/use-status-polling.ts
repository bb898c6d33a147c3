import { useEffect } from 'react';
import { useConfig } from '@/api/react';
import { showSessionExpired } from '@/shell/feedback/attention-dialog';
import { currentSession, decideStatusPoll, type StatusCheck } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/** Re-checks the user's status on the configured interval while signed in (spec §4 "Status polling"). */
export function useStatusPolling(signedIn: boolean) {
  const config = useConfig();
  const { userStatus } = useSessionCalls();

  useEffect(() => {
    if (!signedIn) return;
    const store = currentSession();
    let stopped = false;
    const check = async () => {
      const id = store.read('id');
      const token = store.read('token');
      if (id === null || token === null) return;
      const result: StatusCheck = await userStatus({ id: String(id), token, esme: String(id) })
        .then((answer) => answer.status)
        .catch(() => 'failed' as const);
      if (stopped) return;
      if (result === 'inactive' && store.read('embedded_signup') === true) return;
      const decision = decideStatusPoll(result, { whitelabel: store.read('whitelabel') === true });
      if (decision.stopPolling) stop();
      if (decision.openLoginInNewTab) window.open(`${window.location.pathname}#/login`, '_blank', 'noopener');
      if (decision.alert) await showSessionExpired();
      if (decision.clearSession) store.clear();
      if (decision.closeWindow) window.close();
    };
    const timer = window.setInterval(() => void check(), config.checkUserStatusMs);
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', stop);
    };
    // Leaving or reloading the page aborts a check in flight: that is not a failed check, and
    // treating it as one cleared the session that the reloaded page was about to use.
    window.addEventListener('pagehide', stop);
    return stop;
  }, [signedIn, config.checkUserStatusMs, userStatus]);
}
