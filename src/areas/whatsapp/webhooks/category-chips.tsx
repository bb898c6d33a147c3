import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_CATEGORIES, type WebhookEventCategory } from '@/api/contracts/webhook-rules';
import { Input } from '@/ui/input';

/** Typed text → a known category: the code itself or its translated name, any case, spaces or underscores. */
export function categoryFor(text: string, names: Record<WebhookEventCategory, string>): WebhookEventCategory | null {
  const wanted = text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (!wanted) return null;
  return WEBHOOK_EVENT_CATEGORIES.find((category) => category.toLowerCase().replace(/_/g, ' ') === wanted || names[category].toLowerCase() === wanted) ?? null;
}

/** Each category's name in the user's language. */
export function useCategoryNames(): Record<WebhookEventCategory, string> {
  const { t } = useTranslation();
  return Object.fromEntries(WEBHOOK_EVENT_CATEGORIES.map((category) => [category, t(`webhookConfig.categories.${category}`)])) as Record<WebhookEventCategory, string>;
}

interface CategoryChipsProps {
  id: string;
  value: WebhookEventCategory[];
  onChange(next: WebhookEventCategory[]): void;
  /** What is typed and not yet a chip: the form reads it on save, so a word left there is not lost or ignored. */
  text: string;
  onTextChange(text: string): void;
  describedBy?: string;
  /** The form's message for the field, shown where the field's own message goes. */
  error?: string;
}

/** Event categories as chips (spec §9: the Enter key separates them); suggestions from the known list, Backspace on an empty field takes the last one off. */
export function CategoryChips({ id, value, onChange, text, onTextChange, describedBy, error }: CategoryChipsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [typingProblem, setTypingProblem] = useState<string | null>(null);
  const names = useCategoryNames();
  const problem = typingProblem ?? error ?? null;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!text.trim()) return;
      const category = categoryFor(text, names);
      if (!category) return setTypingProblem(t('webhookConfig.form.unknown_category', { text: text.trim() }));
      if (!value.includes(category)) onChange([...value, category]);
      onTextChange('');
      setTypingProblem(null);
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="grid gap-1">
      <ul className="flex flex-wrap gap-1" aria-label={t('webhookConfig.form.chosen_categories')}>
        {value.map((category) => (
          <li key={category} className="inline-flex items-center gap-1 rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium" data-chip={category}>
            {names[category]}
            <button
              type="button"
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('webhookConfig.form.remove_category', { name: names[category] })}
              onClick={() => onChange(value.filter((other) => other !== category))}
            >
              <X className="size-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Input
        id={id}
        list={listId}
        value={text}
        placeholder={t('webhookConfig.form.category_placeholder')}
        aria-describedby={[describedBy, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          onTextChange(event.target.value);
          setTypingProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <datalist id={listId}>
        {WEBHOOK_EVENT_CATEGORIES.filter((category) => !value.includes(category)).map((category) => (
          <option key={category} value={names[category]} />
        ))}
      </datalist>
      {problem ? (
        <p id={`${id}-problem`} className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
