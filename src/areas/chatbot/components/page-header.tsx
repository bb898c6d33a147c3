import type { ReactNode } from 'react';

/** A page's h1 and its actions; the actions wrap under the title on narrow screens. */
export function PageHeader({ titleId, title, children }: { titleId: string; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </header>
  );
}
