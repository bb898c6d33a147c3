import { useEffect } from 'react';
import { useConfig } from '@/api/react';
import { showSessionExpired } from '@/shell/feedback/attention-dialog';
import { checkStatusWithRetries, currentSession, decideStatusPoll } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/**
 * Re-checks the user's status on the configured interval while signed in (spec §4 "Status polling").
 * One check at a time: the next waits for the last one, retries included, to finish.
 */
export function useStatusPolling(signedIn: boolean) {
  const config = useConfig();
  const { userStatus } = useSessionCalls();

  useEffect(() => {
    if (!signedIn) return;
    const store = currentSession();
    let stopped = false;
    let timer: number | undefined;
    // Once stopped, a pending wait never resolves, so the loop ends where it stands.
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        if (!stopped) timer = window.setTimeout(resolve, ms);
      });

    const check = async () => {
      const id = store.read('id');
      const token = store.read('token');
      if (id === null || token === null) return;
      const ask = () => userStatus({ id: String(id), token, esme: String(id) }).then((answer) => answer.status);
      const result = await checkStatusWithRetries(ask, wait);
      if (stopped) return;
      if (result === 'inactive' && store.read('embedded_signup') === true) return;
      const decision = decideStatusPoll(result, { whitelabel: store.read('whitelabel') === true });
      if (decision.stopPolling) stop();
      if (decision.openLoginInNewTab) window.open(`${window.location.pathname}#/login`, '_blank', 'noopener');
      if (decision.alert) await showSessionExpired();
      if (decision.clearSession) store.clear();
      if (decision.closeWindow) window.close();
    };
    const poll = async () => {
      while (!stopped) {
        await wait(config.checkUserStatusMs);
        await check();
      }
    };
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', stop);
    };
    // Leaving or reloading the page aborts a check in flight: that is not a failed check, and
    // treating it as one cleared the session that the reloaded page was about to use.
    window.addEventListener('pagehide', stop);
    void poll();
    return stop;
  }, [signedIn, config.checkUserStatusMs, userStatus]);
}
