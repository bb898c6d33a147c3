import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from '@/api/contracts/whatsapp-template';
import type { TemplateProblem } from '@/api/rules/whatsapp-template-rules';
import { countTemplateField, type CountedField } from '@/api/rules/whatsapp-template-rules';
import { cn } from '@/ui/cn';

/** A multi-line input styled like the console's inputs; its text runs in its own direction (a template's language, not the console's). */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      dir="auto"
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

/** The live counter beside a limited field: `12 / 60`, plus emoji for a body; red once over. */
export function FieldCounter({ id, field, text, category }: { id?: string; field: CountedField; text: string; category?: TemplateCategory }) {
  const { t } = useTranslation();
  const count = countTemplateField(field, text, category);
  return (
    <span id={id} data-testid={`counter-${field}`} className={cn('text-xs tabular-nums text-muted-foreground', count.over && 'font-semibold text-destructive')}>
      {t('waTemplates.form.counter', { length: count.length, max: count.max })}
      {count.emojiMax !== null ? ` · ${t('waTemplates.form.emoji_counter', { count: count.emoji, max: count.emojiMax })}` : null}
    </span>
  );
}

/** The broken rules of one part, in the user's language, next to the part. */
export function ProblemList({ problems, id }: { problems: readonly TemplateProblem[] | undefined; id?: string }) {
  const { t } = useTranslation();
  if (!problems?.length) return null;
  return (
    <ul id={id} className="grid gap-0.5 text-xs font-medium text-destructive">
      {problems.map((problem, index) => (
        <li key={`${problem.rule}-${index}`}>{t(`whatsapp.templates.rules.${problem.rule}`, problem.params)}</li>
      ))}
    </ul>
  );
}

/** A titled part of the form; `section` names where its problems are filed (see `sectionOf`). */
export function FormSection({ title, children, className, section }: { title: string; children: ReactNode; className?: string; section?: string }) {
  return (
    <fieldset data-section={section} className={cn('grid gap-3 rounded-lg border border-border bg-surface p-4', className)}>
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
