import { useIsFetching, useIsMutating, type Mutation, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { useTrackedRequestCount } from './request-tracker';

/** Spec §9. */
export const SPINNER_TIMEOUT_MS = 400_000;
/** Requests quicker than this never flash the overlay. */
const SHOW_DELAY_MS = 150;

/** Background polls opt out with `meta: { spinner: false }` so they do not block the screen. */
const showsSpinner = (entry: Query | Mutation) => entry.meta?.spinner !== false;

interface GlobalSpinnerProps {
  isLounge: boolean;
  /** Config `spinnerTimeoutMs`: the overlay gives up after this long even if a request is still pending. */
  timeoutMs?: number;
}

/** 'Please wait... Processing your request' over the whole screen while requests are in flight (spec §2). */
export function GlobalSpinner({ isLounge, timeoutMs = SPINNER_TIMEOUT_MS }: GlobalSpinnerProps) {
  const { t } = useTranslation();
  const fetching = useIsFetching({ predicate: showsSpinner });
  const mutating = useIsMutating({ predicate: showsSpinner });
  const tracked = useTrackedRequestCount();
  const busy = fetching + mutating + tracked > 0 && !isLounge;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const show = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    const giveUp = setTimeout(() => setVisible(false), timeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
      setVisible(false);
    };
  }, [busy, timeoutMs]);

  if (!visible) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-overlay p-4" aria-busy="true">
      <div className="flex items-center gap-3 rounded-lg border bg-surface px-6 py-4 shadow-lg">
        <Spinner label={t('shell.spinner.processing')} showLabel className="text-sm font-medium text-foreground" />
      </div>
    </div>
  );
}
