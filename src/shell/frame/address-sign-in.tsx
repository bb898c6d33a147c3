import { useEffect, useState, type ReactNode } from 'react';
import { useConfig } from '@/api/react';
import { currentSession, parseSignInParams, signInFromAddress } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/**
 * A portal may open the console with session parameters in the address (spec §4). They are
 * consumed once, before any route renders, and the address is replaced without them.
 */
export function AddressSignIn({ children }: { children: ReactNode }) {
  const config = useConfig();
  const calls = useSessionCalls();
  const [address] = useState(() => parseSignInParams(window.location.href));
  const [done, setDone] = useState(address === null);

  useEffect(() => {
    if (!address) return;
    let cancelled = false;
    void signInFromAddress(address, {
      store: currentSession(),
      codes: config,
      verify: calls.verify,
      userStatus: calls.userStatus,
      closeWindow: () => window.close(),
    }).then((decision) => {
      if (cancelled || !('navigate' in decision)) return;
      window.history.replaceState(null, '', `${window.location.pathname}#${decision.navigate}`);
      setDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, [address, calls, config]);

  return done ? children : null;
}
