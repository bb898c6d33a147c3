import { useEffect, useState, type ReactNode } from 'react';
import { useConfig } from '@/api/react';
import { currentSession, parseSignInParams, signInFromAddress, type SignInAddress } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/**
 * A portal may open the console with session parameters in the address (spec §4); the sandbox
 * sign-in answers with such an address too, changing only the hash. The parameters are consumed
 * before the routes render again, and the address is replaced without them.
 */
export function AddressSignIn({ children }: { children: ReactNode }) {
  const config = useConfig();
  const calls = useSessionCalls();
  const [pending, setPending] = useState<SignInAddress | null>(() => parseSignInParams(window.location.href));

  useEffect(() => {
    const onHashChange = () => setPending(parseSignInParams(window.location.href));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    void signInFromAddress(pending, {
      store: currentSession(),
      codes: config,
      verify: calls.verify,
      userStatus: calls.userStatus,
      closeWindow: () => window.close(),
    }).then((decision) => {
      if (cancelled || !('navigate' in decision)) return;
      window.history.replaceState(null, '', `${window.location.pathname}#${decision.navigate}`);
      setPending(null);
    });
    return () => {
      cancelled = true;
    };
  }, [pending, calls, config]);

  // The router stays unmounted meanwhile, so it reads the cleaned address when it comes back.
  return pending ? null : children;
}
