import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

export interface PageFrameProps {
  titleId: string;
  title: string;
  /** A line under the title saying what the page is for. */
  lead?: ReactNode;
  /** Beside the title, part of its line: what the page's subject is now (a campaign's state). */
  titleAside?: ReactNode;
  /** Above the title: the way back, the links between sibling pages (the tables' four lists), a notice about the whole page. */
  above?: ReactNode;
  actions?: ReactNode;
  /** While the page's figures are being fetched again (new filters), for screen readers. */
  busy?: boolean;
  /** A form's page is narrow, wide tables (templates, webhook rules) take more than lists and cards. */
  width?: 'form' | 'page' | 'wide';
  children: ReactNode;
}

/** A page of an area: its title (and a line under it), its actions beside it, and its content in the area's width. */
const widths = { form: 'max-w-2xl', page: 'max-w-6xl', wide: 'max-w-7xl' } as const;

export function PageFrame({ titleId, title, lead, titleAside, above, busy, actions, width = 'page', children }: PageFrameProps) {
  return (
    <section className={cn('mx-auto flex w-full min-w-0 flex-col gap-4 p-4 md:p-6', widths[width])} aria-labelledby={titleId} aria-busy={busy}>
      {above}
      <header className={cn('flex flex-wrap justify-between gap-3', lead ? 'items-start' : 'items-center')}>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h1 id={titleId} className="text-2xl font-semibold break-words">
              {title}
            </h1>
            {titleAside}
          </div>
          {lead ? <p className="text-sm text-muted-foreground">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
