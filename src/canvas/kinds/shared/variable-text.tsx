import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

const REFERENCE = /(\{\{\s*[^{}]+?\s*\}\})/;

/**
 * A text with its `{{variable}}` references marked, so a designer sees at a glance which parts are
 * filled in at run time. Splitting on a capturing pattern keeps the references at odd indexes.
 */
export function VariableText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(REFERENCE);
  return (
    <span className={className}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} data-variable className="rounded-sm bg-info-soft px-0.5 font-mono text-[0.9em] text-info">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </span>
  );
}

/** A small rounded label on a node body: a suggestion chip, an HTTP method, a field's variable. */
export function NodeChip({ children, className, title }: { children: ReactNode; className?: string; title?: string }) {
  return (
    <span title={title} className={cn('inline-flex max-w-full min-w-0 items-center gap-1 truncate rounded-full border border-border bg-muted/60 px-2 py-0.5 text-xs text-surface-foreground', className)}>
      {children}
    </span>
  );
}
