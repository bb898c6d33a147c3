import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

type SpinnerProps = ComponentProps<'span'> & {
  /** What is being waited for; announced to screen readers (and shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, showLabel = false, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span data-slot="spinner" role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)} {...props}>
      <LoaderCircle className={cn('animate-spin text-primary', sizes[size])} aria-hidden />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
