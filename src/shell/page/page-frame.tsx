import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

interface PageFrameProps {
  titleId: string;
  title: string;
  /** A line under the title saying what the page is for. */
  lead?: ReactNode;
  actions?: ReactNode;
  /** A form's page is narrow, wide tables (templates, webhook rules) take more than lists and cards. */
  width?: 'form' | 'page' | 'wide';
  children: ReactNode;
}

/** A page of an area: its title (and a line under it), its actions beside it, and its content in the area's width. */
const widths = { form: 'max-w-2xl', page: 'max-w-6xl', wide: 'max-w-7xl' } as const;

export function PageFrame({ titleId, title, lead, actions, width = 'page', children }: PageFrameProps) {
  return (
    <section className={cn('mx-auto flex w-full min-w-0 flex-col gap-4 p-4 md:p-6', widths[width])} aria-labelledby={titleId}>
      <header className={cn('flex flex-wrap justify-between gap-3', lead ? 'items-start' : 'items-center')}>
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id={titleId} className="text-2xl font-semibold">
            {title}
          </h1>
          {lead ? <p className="text-sm text-muted-foreground">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
