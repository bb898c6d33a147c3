import type { ReactNode } from 'react';

/** A tracking page's frame: the h1, a line saying what the page is for, then its content. */
export function TrackingPage({ titleId, title, intro, actions, children }: { titleId: string; title: string; intro: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 id={titleId} className="text-2xl font-semibold">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
