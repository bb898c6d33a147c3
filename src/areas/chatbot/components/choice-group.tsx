import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}

/** A row of native radio buttons in a fieldset: arrow keys move between them, the legend names the group. */
export function ChoiceGroup({ legend, options, registration }: ChoiceGroupProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" value={option.value} className="size-4 accent-primary" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
