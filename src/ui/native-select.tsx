import type { ComponentProps } from 'react';
import { cn } from '@/ui/cn';

/**
 * The platform's own select, styled like the inputs: long lists (countries, time zones, columns) stay
 * searchable by typing, and it works with every screen reader and on phones without a popover of ours.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-9 w-full min-w-0 cursor-pointer rounded-md border border-input bg-surface px-3 py-1 text-sm text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
