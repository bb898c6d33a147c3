import { useEffect } from 'react';
import { loadCrypto } from '@/api/crypto/on-demand';
import { useConfig } from '@/api/react';
import { currentSession, signInFromAddress, type SignInAddress } from '@/shell/session';
import { useSessionCalls } from './use-session-calls';

/** Verifies the address's session, stores it and replaces the address with the route to open. */
export function AddressSignInRun({ address, onDone }: { address: SignInAddress; onDone: () => void }) {
  const config = useConfig();
  const calls = useSessionCalls();

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      await loadCrypto();
      const decision = await signInFromAddress(address, {
        store: currentSession(),
        codes: config,
        verify: calls.verify,
        userStatus: calls.userStatus,
        closeWindow: () => window.close(),
      });
      if (cancelled || !('navigate' in decision)) return;
      window.history.replaceState(null, '', `${window.location.pathname}#${decision.navigate}`);
      onDone();
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [address, calls, config, onDone]);

  return null;
}
