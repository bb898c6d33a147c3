import type { ReactNode } from 'react';
import { Button } from './button';

interface PagerProps {
  /** The navigation's accessible name ("Pages of campaigns"). */
  label: string;
  /** Where the reader is ("Page 2 of 5, 48 campaigns"), announced as it changes. */
  status: ReactNode;
  page: number;
  pages: number;
  onPage(page: number): void;
  previous: string;
  next: string;
}

/** A list's pages on the server (spec §9: 10 rows a page): where the reader is, and the page before and after. */
export function Pager({ label, status, page, pages, onPage, previous, next }: PagerProps) {
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={label}>
      <span aria-live="polite">{status}</span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {previous}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {next}
        </Button>
      </div>
    </nav>
  );
}
