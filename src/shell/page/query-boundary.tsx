import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/ui/alert';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';

interface QueryBoundaryProps<T> {
  query: UseQueryResult<T>;
  /** What a failure says. The error's own words (the server's message) come first unless `saysOwnError` is false. */
  failed: string;
  saysOwnError?: boolean;
  /** The spinner's words; "Loading…" by default. */
  loading?: string;
  /** For a list: what an empty one says instead of drawing nothing. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/**
 * A query's states on a page: nothing while it waits for its input (a WABA not chosen yet), a spinner
 * while loading, the failure, the empty message of a list, then the data.
 */
export function QueryBoundary<T>({ query, failed, saysOwnError = true, loading, empty, children }: QueryBoundaryProps<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending) return <Spinner label={loading ?? t('common.loading')} showLabel />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{saysOwnError && query.error instanceof Error ? query.error.message : failed}</AlertDescription>
      </Alert>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return (
      <Card className="items-center p-8 text-center">
        <p className="text-muted-foreground">{empty}</p>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}
