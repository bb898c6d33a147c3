import { useContext, useEffect, useRef, useState } from 'react';
import { parsePath, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';

type Go = Navigator['push'];

/**
 * Asks before an in-app navigation leaves this page while `when` holds, and has the browser ask before
 * the tab is closed or reloaded. Moves within the page (its search, such as the wizard's `step`) pass.
 * The console uses the declarative HashRouter, where `useBlocker` is not available (docs/decisions.md,
 * "Send WhatsApp drafts in the browser"), so the router's `push` is wrapped while `when` holds. A
 * `replace` passes: the shell's redirects use it (sign-out, idle time-out, access), and they must not
 * wait on a question; the draft is kept in the browser for them.
 */
export function useLeaveGuard(when: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  // Where focus goes back to when the user stays: the link or button that tried to leave.
  const askedFrom = useRef<HTMLElement | null>(null);
  // Set by the page just before it navigates away on purpose (after a submit), so it is not asked.
  const released = useRef(false);

  useEffect(() => {
    if (!when) return;
    const { push } = navigator;
    const guarded: Go = (to, state, options) => {
      const target = typeof to === 'string' ? parsePath(to).pathname : to.pathname;
      if (released.current || target === undefined || target === pathname) return push(to, state, options);
      askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPending({ go: () => push(to, state, options) });
    };
    navigator.push = guarded;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigator, pathname, when]);

  return {
    /** The navigation waiting for an answer, if any. */
    asking: pending !== null,
    stay: () => setPending(null),
    /** Focus back where the user was when asked (the dialog has no trigger Radix could return to). */
    refocus: () => askedFrom.current?.focus(),
    leave: () => {
      setPending(null);
      pending?.go();
    },
    /** Lets the next navigation through unasked. */
    release: () => {
      released.current = true;
    },
  };
}
