import { useId } from 'react';
import { Checkbox } from '@/ui/checkbox';
import { Label } from '@/ui/label';

export interface ServiceOption {
  value: string;
  label: string;
}

interface ServicesFieldProps {
  legend: string;
  options: readonly ServiceOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  error?: string;
}

/** A group of service checkboxes; the value is the list of ticked service names, in the options' order. */
export function ServicesField({ legend, options, value, onChange, onBlur, error }: ServicesFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (service: string, checked: boolean) => {
    const ticked = new Set(value);
    if (checked) ticked.add(service);
    else ticked.delete(service);
    onChange(options.map((option) => option.value).filter((name) => ticked.has(name)));
  };
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={optionId}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <Label htmlFor={optionId} className="cursor-pointer font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
