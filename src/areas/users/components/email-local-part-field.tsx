import { useId, type ComponentProps } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

interface EmailLocalPartFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The fixed company domain shown after the typed part, e.g. '@pulse.example'. */
  domain: string;
  error?: string;
}

/** The part before the @, typed, with the company domain fixed beside it; the domain is read with the field. */
export function EmailLocalPartField({ label, domain, error, ...inputProps }: EmailLocalPartFieldProps) {
  const id = useId();
  const domainId = `${id}-domain`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* An address reads left to right in every language, so the domain stays after the name under rtl too. */}
      <div dir="ltr" className="flex">
        <Input
          id={id}
          className="min-w-0 rounded-e-none"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${domainId} ${errorId}` : domainId}
          {...inputProps}
        />
        <span id={domainId} className="inline-flex items-center rounded-e-md border border-s-0 border-input bg-muted px-3 text-sm whitespace-nowrap text-muted-foreground">
          {domain}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
