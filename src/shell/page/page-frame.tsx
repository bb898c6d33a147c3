import type { ReactNode } from 'react';

/** A page of an area: its title, its actions beside it, and its content in the area's width. */
export function PageFrame({ titleId, title, actions, children }: { titleId: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-7xl flex-col gap-4 p-4 md:p-6" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-xl font-semibold">
          {title}
        </h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
