import { useId } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

interface ColourFieldProps {
  label: string;
  pickerLabel: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour typed as #rrggbb, with the browser's colour picker beside it for those who prefer to pick. */
export function ColourField({ label, pickerLabel, value, onChange, onBlur, error }: ColourFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <input
          type="color"
          aria-label={pickerLabel}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-surface p-1 focus-visible:outline-2 focus-visible:outline-ring"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="min-h-4 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
