import type { ReactNode } from 'react';

/** An accounts page: its title, an optional line under it, actions, and content in the area's width. */
export function AccountsPageFrame({ titleId, title, lead, actions, children }: { titleId: string; title: string; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id={titleId} className="text-xl font-semibold">
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
