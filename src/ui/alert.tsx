import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const alertVariants = cva('relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    variant: {
      info: 'border-info/25 bg-info-soft text-info',
      success: 'border-success/25 bg-success-soft text-success',
      warning: 'border-warning/25 bg-warning-soft text-warning',
      destructive: 'border-destructive/25 bg-destructive-soft text-destructive',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert } as const;

type AlertProps = ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Makes the alert dismissible: draws a close button with this accessible name. */
    dismissLabel?: string;
    onDismiss?: () => void;
  };

/** An inline message. Errors use role="alert" so they are announced at once; the others are polite. */
export function Alert({ className, variant, dismissLabel, onDismiss, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  return (
    <div data-slot="alert" role={tone === 'destructive' ? 'alert' : 'status'} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
      {dismissLabel && onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-me-2 -mt-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-70 transition hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('text-foreground/80', className)} {...props} />;
}
