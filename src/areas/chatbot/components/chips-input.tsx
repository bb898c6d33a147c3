import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

interface ChipsInputProps {
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
  maxLength?: number;
}

/**
 * A list typed as chips: Enter adds the typed text as a chip (spec §9 "Chips separator is the
 * Enter key"), Backspace in the empty field removes the last one, each chip has a remove button.
 * Repeats (ignoring case) are not added twice.
 */
export function ChipsInput({ label, value, onChange, onBlur, error, maxLength = 500 }: ChipsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if (!value.some((chip) => chip.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter separates chips; it must not submit the form around the field.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <ul className="flex flex-wrap gap-1.5" aria-label={label}>
        {value.map((chip, index) => (
          <li key={`${chip}-${index}`} className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-0.5 ps-3 pe-1 text-sm text-primary">
            <span className="truncate">{chip}</span>
            <button
              type="button"
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('chatbot.chips.remove', { text: chip })}
              onClick={() => onChange(value.filter((_, position) => position !== index))}
            >
              <X className="size-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Input
        id={id}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          onBlur?.();
        }}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('chatbot.chips.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
