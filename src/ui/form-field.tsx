import { Slot } from 'radix-ui';
import { useId, type ReactElement } from 'react';
import { cn } from './cn';
import { Label } from './label';

type FormFieldProps = {
  label: string;
  /** The control (Input, SelectTrigger, …); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement;
  error?: string;
  hint?: string;
  /** Pass the control's own id when it already has one. */
  id?: string;
  className?: string;
};

/** Label + control + hint/error, wired so a screen reader reads the label and the error with the control. */
export function FormField({ label, children, error, hint, id, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot.Root id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {/* The error line keeps its height when empty: a message appearing on blur must not move the
          buttons below while the user is clicking one. */}
      {error ? (
        <p id={errorId} className="min-h-4 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : (
        <span aria-hidden className="min-h-4" />
      )}
    </div>
  );
}
