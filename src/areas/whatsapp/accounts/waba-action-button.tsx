import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';

interface WabaActionButtonProps<T> {
  /** The accessible name: the action and the WABA or number it acts on. */
  label: string;
  icon: LucideIcon;
  pending: boolean;
  run: () => Promise<T>;
  /** What the toast says when Meta took it, and when it did not (with the server's words). */
  succeeded: (answer: T) => string;
  failed: (message: string) => string;
  children: ReactNode;
}

/** One call to Meta about a WABA or its number from WABA Status: busy while it runs, then says what happened or why not. */
export function WabaActionButton<T>({ label, icon: Icon, pending, run, succeeded, failed, children }: WabaActionButtonProps<T>) {
  async function act() {
    try {
      notify.success(succeeded(await run()));
    } catch (error) {
      notify.error(failed(error instanceof Error ? error.message : ''));
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={pending} aria-busy={pending} aria-label={label} onClick={() => void act()}>
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
      {children}
    </Button>
  );
}
