import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENTS, useIdleTimer, type IIdleTimer } from 'react-idle-timer';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

/** Spec §9: config `idleSeconds` (900) and a 5-second countdown. */
export const DEFAULT_IDLE_SECONDS = 900;
export const DEFAULT_COUNTDOWN_SECONDS = 5;

interface IdleWarningProps {
  /** Watch only while signed in (spec §4: starts with the logged-in signal, stops when it turns false). */
  watching: boolean;
  /** Lounge mode has no idle handling. */
  isLounge: boolean;
  idleSeconds?: number;
  countdownSeconds?: number;
  /** Logout pressed or countdown over: the caller clears the session and leaves. */
  onTimeout: () => void;
}

/** Focus is left out: the warning moving focus into itself must not count as the user coming back. */
const ACTIVITY_EVENTS = DEFAULT_EVENTS.filter((event) => event !== 'focus');

/** The modal's state line, as in the product: counting down, or told the user came back. */
type Phase = 'countdown' | 'no_longer_idle';

/**
 * After `idleSeconds` without activity, 'You Have Been Idle!' with a live countdown. Activity during the
 * countdown ends idle and restarts the watch (the modal stays, saying so, until Stay or close); Stay hides
 * it and restarts the watch; Logout or the end of the countdown calls `onTimeout`.
 */
export function IdleWarning({ watching, isLounge, idleSeconds = DEFAULT_IDLE_SECONDS, countdownSeconds = DEFAULT_COUNTDOWN_SECONDS, onTimeout }: IdleWarningProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('countdown');
  const [remaining, setRemaining] = useState(countdownSeconds);

  const onPrompt = useCallback(() => {
    setPhase('countdown');
    setRemaining(countdownSeconds);
    setOpen(true);
  }, [countdownSeconds]);

  const onIdle = useCallback(() => {
    setOpen(false);
    onTimeout();
  }, [onTimeout]);

  // The timer ignores activity while prompting until told to, so the modal decides what activity means.
  const onAction = useCallback((_event?: Event, timer?: IIdleTimer) => {
    if (timer?.isPrompted()) {
      timer.activate();
      setPhase('no_longer_idle');
    }
  }, []);

  const timer = useIdleTimer({
    timeout: (idleSeconds + countdownSeconds) * 1000,
    promptBeforeIdle: countdownSeconds * 1000,
    onPrompt,
    onIdle,
    onAction,
    events: ACTIVITY_EVENTS,
    disabled: !watching || isLounge,
  });
  const { getRemainingTime, isPrompted } = timer;

  const visible = open && watching && !isLounge;
  const counting = visible && phase === 'countdown';

  useEffect(() => {
    if (!counting) return;
    const tick = setInterval(() => {
      if (isPrompted()) setRemaining(Math.ceil(getRemainingTime() / 1000));
    }, 250);
    return () => clearInterval(tick);
  }, [counting, getRemainingTime, isPrompted]);

  const stay = () => {
    setOpen(false);
    timer.reset();
  };
  const logout = () => {
    setOpen(false);
    onTimeout();
  };

  return (
    <Dialog open={visible} onOpenChange={(next) => (next ? undefined : stay())}>
      <DialogContent closeLabel={t('shell.idle.close')} onInteractOutside={(event) => event.preventDefault()} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('shell.idle.title')}</DialogTitle>
          <DialogDescription role="timer">{phase === 'countdown' ? t('shell.idle.countdown', { count: remaining }) : t('shell.idle.no_longer_idle')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={logout}>
            {t('shell.idle.logout')}
          </Button>
          <Button onClick={stay}>{t('shell.idle.stay')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
