import { useId } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { cn } from '@/ui/cn';

interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The RBM limit; the counter turns red past it. */
  max?: number;
  error?: string;
  multiline?: boolean;
  placeholder?: string;
  dir?: 'ltr' | 'auto';
  type?: string;
  className?: string;
}

/** A text field with its limit counted as the user types (`12 / 25`), read out with the error. */
export function CountedField({ label, value, onChange, max, error, multiline, placeholder, dir = 'auto', type = 'text', className }: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const over = max !== undefined && value.length > max;
  const describedBy = [max !== undefined ? counterId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    value,
    placeholder,
    dir,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {max !== undefined ? (
          <span id={counterId} className={cn('text-xs tabular-nums text-muted-foreground', over && 'font-semibold text-destructive')} dir="ltr">
            {`${value.length} / ${max}`}
          </span>
        ) : null}
      </div>
      {multiline ? (
        <textarea
          {...control}
          rows={4}
          className="min-h-20 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive"
        />
      ) : (
        <Input {...control} type={type} />
      )}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
