import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A grey placeholder block; hidden from assistive tech, so pair it with a status message. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
