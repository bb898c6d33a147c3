import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { currentSession, rememberPreviousUrl } from '@/shell/session';

/** Spec §4 "Framing": leave any frame we were loaded in, and remember where the user was. */
export function useFrameGuards() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (window.top && window.top !== window.self) window.top.location.href = window.self.location.href;
  }, []);

  useEffect(() => {
    rememberPreviousUrl(currentSession(), `${pathname}${search}`);
  }, [pathname, search]);
}
