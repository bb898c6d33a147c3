import { createContext, use, type ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Whether the table turns into stacked cards below the `md` breakpoint (768 px, where the sidebar
 * starts to overlay): one card a row, each value beside its column's name, the row's actions last.
 * A phone user reads a card top to bottom; a table that scrolls sideways hid their actions off-screen.
 */
const StackedContext = createContext(false);

/**
 * Plain styled table primitives. Wide tables scroll sideways in their wrapper instead of the page; a
 * `stacked` table becomes one card per row on a phone instead (give each `TableCell` its `label`).
 * The explicit roles keep the table's meaning for screen readers that drop it when `display` changes.
 */
export function Table({ className, stacked = false, ...props }: ComponentProps<'table'> & { stacked?: boolean }) {
  return (
    <StackedContext value={stacked}>
      <div
        data-slot="table-container"
        className={cn('relative w-full overflow-x-auto rounded-lg border bg-surface', stacked && 'max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent')}
      >
        <table data-slot="table" role={stacked ? 'table' : undefined} className={cn('w-full caption-bottom border-collapse text-sm', stacked && 'max-md:block', className)} {...props} />
      </div>
    </StackedContext>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  const stacked = use(StackedContext);
  // Stacked, each card names its values itself; the header row stays for screen readers. A header that
  // sorts (buttons in its cells) stays in view as a row of those buttons, so a phone can sort too;
  // its plain column names are left to screen readers, and a width set for the wide table's column
  // (an inline style, hence `!`) does not put each button on a line of its own.
  return (
    <thead
      data-slot="table-header"
      role={stacked ? 'rowgroup' : undefined}
      className={cn(
        'bg-muted [&_tr]:border-b',
        stacked &&
          'max-md:not-has-[button]:sr-only max-md:has-[button]:block max-md:has-[button]:bg-transparent max-md:[&_th:not(:has(button))]:sr-only max-md:[&_tr]:flex max-md:[&_tr]:flex-wrap max-md:[&_tr]:gap-1 max-md:[&_tr]:border-0 max-md:[&_tr]:bg-transparent max-md:[&_tr]:p-0 max-md:[&_th]:w-auto! max-md:[&_th]:min-w-0!',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  const stacked = use(StackedContext);
  return (
    <tbody
      data-slot="table-body"
      role={stacked ? 'rowgroup' : undefined}
      className={cn(stacked ? 'max-md:grid max-md:gap-3 md:[&_tr:last-child]:border-0' : '[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t bg-muted font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  const stacked = use(StackedContext);
  return (
    <tr
      data-slot="table-row"
      role={stacked ? 'row' : undefined}
      className={cn(
        'border-b transition-colors hover:bg-muted/60 data-[state=selected]:bg-primary-soft',
        stacked && 'max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:bg-surface max-md:p-3 max-md:hover:bg-surface',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The row actions' column of a stacked table, pinned to the table's end edge where the table still
 * scrolls sideways (a laptop with the sidebar open): the checker's Approve was cut off at 1366 px.
 */
const PINNED = 'md:sticky md:end-0 md:z-10 md:shadow-[-1px_0_0_var(--color-border)] md:rtl:shadow-[1px_0_0_var(--color-border)]';

export function TableHead({ className, pinned = false, ...props }: ComponentProps<'th'> & { pinned?: boolean }) {
  const stacked = use(StackedContext);
  return (
    <th
      data-slot="table-head"
      role={stacked ? 'columnheader' : undefined}
      className={cn('h-9 px-3 text-start align-middle text-xs font-semibold whitespace-nowrap text-muted-foreground', pinned && `${PINNED} md:bg-muted`, className)}
      {...props}
    />
  );
}

/**
 * A cell; in a stacked table, `label` (its column's name) is shown beside the value on a phone, and a
 * cell without one (the row's actions) takes the card's whole width; `pinned` as for `TableHead`. The name is drawn by CSS from
 * `data-label`, so the cell's text stays its value (what tests and copy-paste read) and a wider
 * screen, where the column header names it, shows nothing more.
 */
export function TableCell({ className, label, pinned = false, dir, children, ...props }: ComponentProps<'td'> & { label?: string; pinned?: boolean }) {
  const stacked = use(StackedContext);
  if (!stacked) {
    return (
      <td data-slot="table-cell" dir={dir} className={cn('h-9 px-3 align-middle', className)} {...props}>
        {children}
      </td>
    );
  }
  // A labelled cell's direction (an ltr phone number in Arabic) is its value's, so a card's names stay on the reading side.
  return (
    <td
      data-slot="table-cell"
      role="cell"
      data-label={label}
      className={cn(
        // A value kept on one line to line up a column (a date) wraps in a card rather than leave it, a long word (an email) too.
        'h-9 px-3 align-middle max-md:h-auto max-md:p-0 max-md:break-words max-md:whitespace-normal',
        // A figure kept at the column's end edge on a wide table sits after its name in a card.
        label
          ? 'max-md:text-start max-md:grid max-md:grid-cols-[6rem_minmax(0,1fr)] max-md:items-baseline max-md:gap-3 max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]'
          : 'max-md:block',
        pinned && `${PINNED} md:bg-surface`,
        className,
      )}
      dir={label ? undefined : dir}
      {...props}
    >
      {/* One grid item beside the name on a phone; no box of its own on a wider screen, so the cell's classes (truncate, text-end) reach the value. */}
      {label ? <div className="min-w-0 md:contents">{dir ? <span dir={dir}>{children}</span> : children}</div> : children}
    </td>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
