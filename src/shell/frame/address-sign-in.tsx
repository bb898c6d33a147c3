import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { parseSignInParams, type SignInAddress } from '@/shell/session/address-params';

// The verification calls load only when an address actually carries sign-in parameters.
const AddressSignInRun = lazy(() => import('./address-sign-in-run').then((m) => ({ default: m.AddressSignInRun })));

/**
 * A portal may open the console with session parameters in the address (spec §4); the sandbox
 * sign-in answers with such an address too, changing only the hash. The parameters are consumed
 * before the routes render again, and the address is replaced without them.
 */
export function AddressSignIn({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<SignInAddress | null>(() => parseSignInParams(window.location.href));

  useEffect(() => {
    const onHashChange = () => setPending(parseSignInParams(window.location.href));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const done = useCallback(() => setPending(null), []);

  // The router stays unmounted meanwhile, so it reads the cleaned address when it comes back.
  if (!pending) return children;
  return (
    <Suspense>
      <AddressSignInRun address={pending} onDone={done} />
    </Suspense>
  );
}
