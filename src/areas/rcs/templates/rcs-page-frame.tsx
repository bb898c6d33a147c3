import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';

export const RCS_BASE = '/campaign-management';

/** An RCS template page: its title, actions and content in the area's width. */
export function RcsPageFrame({ titleId, title, actions, children }: { titleId: string; title: string; actions?: ReactNode; children: ReactNode }) {
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

/** Loading, failed, or the data. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending) return <Spinner label={t('rcsTemplates.loading')} showLabel />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{query.error instanceof Error ? query.error.message : t('rcsTemplates.failed')}</AlertDescription>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
