import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Problem } from '@/canvas/kernel';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import type { SettingsProps } from './kind-ui-types';
import { problemText } from './problem-text';

/** The form plus the panel's props, handed to every control of one settings panel. */
export interface SettingsKit {
  form: UseFormReturn<FieldValues>;
  onChange(field: string, value: unknown): void;
  problems: readonly Problem[];
  readOnly: boolean;
}

/**
 * react-hook-form driven by the engine's data: `values` follows the document (so undo shows at
 * once), the kind's zod schema gives live field errors while typing.
 */
export function useSettingsKit<D extends FieldValues>(schema: z.ZodType<D>, props: SettingsProps<D>): SettingsKit {
  const form = useForm<FieldValues>({
    values: props.data,
    resolver: zodResolver(schema as never) as never,
    mode: 'onChange',
  });
  return { form, onChange: props.onChange, problems: props.problems, readOnly: props.readOnly ?? false };
}

function useFieldError(kit: SettingsKit, name: string, schemaError: string | undefined): string | undefined {
  const { t } = useTranslation();
  const problem = kit.problems.find((found) => found.field === name);
  return schemaError ?? (problem ? problemText(t, problem) : undefined);
}

interface ControlProps {
  kit: SettingsKit;
  /** Dotted path inside the node's data, the same string `updateNodeData` and `problem.field` use. */
  name: string;
  label: string;
  className?: string;
}

/** The look of every settings control, for a kind that draws a control of its own. */
export const controlClass =
  'flex w-full min-w-0 rounded-md border border-input bg-surface px-3 py-1 text-sm text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:opacity-50 aria-invalid:border-destructive';

/**
 * A text input (or textarea) bound to one field. With `maxLength` (a channel limit) the characters
 * are counted under it as the user types; going over is reported by validation, not refused.
 */
export function TextSetting({
  kit,
  name,
  label,
  className,
  multiline = false,
  placeholder,
  maxLength,
  type,
}: ControlProps & { multiline?: boolean; placeholder?: string; maxLength?: number; type?: 'text' | 'datetime-local' | 'tel' | 'url' }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: kit.form.control, name });
  const error = useFieldError(kit, name, fieldState.error?.message);
  const length = typeof field.value === 'string' ? field.value.length : 0;
  const hint = maxLength === undefined ? undefined : t('canvas.settings.count', { count: length, max: maxLength });
  const common = {
    'data-field': name,
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    placeholder,
    readOnly: kit.readOnly,
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) => {
      field.onChange(event.target.value);
      kit.onChange(name, event.target.value);
    },
  };
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {multiline ? <textarea {...common} ref={field.ref} rows={3} className={cn(controlClass, 'min-h-16 py-2')} /> : <Input {...common} type={type} ref={field.ref} />}
    </FormField>
  );
}

/** A native select bound to one field: accessible and keyboard-friendly without a popover. */
export function SelectSetting({ kit, name, label, options, className, testId }: ControlProps & { options: readonly { value: string; label: string }[]; testId?: string }) {
  const { field, fieldState } = useController({ control: kit.form.control, name });
  const error = useFieldError(kit, name, fieldState.error?.message);
  return (
    <FormField label={label} error={error} className={className}>
      <select
        data-field={name}
        data-testid={testId}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        disabled={kit.readOnly}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          kit.onChange(name, event.target.value);
        }}
        className={cn(controlClass, 'h-9')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A checkbox bound to one boolean field. */
export function CheckboxSetting({ kit, name, label, className }: ControlProps) {
  const { field } = useController({ control: kit.form.control, name });
  return (
    <label className={cn('flex items-center gap-2 text-sm', className)}>
      <input
        type="checkbox"
        data-field={name}
        name={field.name}
        ref={field.ref}
        checked={field.value === true}
        disabled={kit.readOnly}
        onChange={(event) => {
          field.onChange(event.target.checked);
          kit.onChange(name, event.target.checked);
        }}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}

/** Options for a select whose values are the spec's own strings. */
export function plainOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * A repeated group (headers, rules, fields…): each item rendered by `children`, with add and
 * remove buttons that replace the whole array in one `updateNodeData`.
 */
export function ListSetting<T>({
  kit,
  name,
  label,
  items,
  createItem,
  children,
  max,
}: {
  kit: SettingsKit;
  name: string;
  label: string;
  items: readonly T[];
  createItem(): T;
  children(item: T, index: number): ReactNode;
  /** A channel limit on the number of items: counted in the legend, and no adding past it. */
  max?: number;
}) {
  const { t } = useTranslation();
  const problem = kit.problems.find((found) => found.field === name);
  const full = max !== undefined && items.length >= max;
  return (
    <fieldset className="grid gap-2" data-field={name} tabIndex={-1}>
      <legend className="mb-1 text-sm font-medium">
        {label}
        {max === undefined ? null : <span className="ms-2 font-normal text-muted-foreground">{t('canvas.settings.itemCount', { count: items.length, max })}</span>}
      </legend>
      {problem ? <p className="text-xs font-medium text-destructive">{problemText(t, problem)}</p> : null}
      {items.map((item, index) => (
        <div key={index} className="grid gap-2 rounded-md border border-border p-2">
          {children(item, index)}
          {kit.readOnly ? null : (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-end"
              aria-label={t('canvas.settings.removeItem', { label, index: index + 1 })}
              onClick={() => kit.onChange(name, items.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {kit.readOnly ? null : (
        <Button variant="outline" size="sm" className="justify-self-start" disabled={full} onClick={() => kit.onChange(name, [...items, createItem()])}>
          <Plus aria-hidden />
          {t('canvas.settings.addItem', { label })}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * An id not used by any item yet, `prefix-<n>`, so new rules, fields and suggestions satisfy the
 * schema's id rule and stay deterministic.
 * @example nextItemId('rule', [{ id: 'rule-1' }]) // 'rule-2'
 */
export function nextItemId(prefix: string, items: readonly { id: string }[]): string {
  const taken = new Set(items.map((item) => item.id));
  let n = items.length + 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** A short text for node bodies, cut at a word-friendly length. */
export function clip(text: string, max = 60): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}
