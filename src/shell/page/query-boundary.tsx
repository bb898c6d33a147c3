import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/ui/alert';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';

export interface QueryBoundaryProps<T> {
  query: UseQueryResult<T>;
  /** What a failure says. The error's own words (the server's message) come first unless `saysOwnError` is false. */
  failed: string;
  saysOwnError?: boolean;
  /** A button after the failure that asks again, with these words. */
  retry?: string;
  /** The spinner's words; "Loading…" by default. */
  loading?: string;
  /** For a list: what an empty one says instead of drawing nothing (a text, or a text with its hint). */
  empty?: ReactNode;
  /** When the data is a list's page (`{ rows, total }`) rather than the list itself: whether it holds nothing. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's states on a page: nothing while it waits for its input (a WABA not chosen yet), a spinner
 * while loading, the failure, the empty message of a list, then the data.
 */
export function QueryBoundary<T>({ query, failed, saysOwnError = true, retry, loading, empty, isEmpty = isEmptyList, children }: QueryBoundaryProps<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending) return <Spinner label={loading ?? t('common.loading')} showLabel />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {saysOwnError && query.error instanceof Error ? query.error.message : failed}
          {retry ? (
            <>
              {' '}
              <button type="button" className="cursor-pointer font-medium underline" onClick={() => void query.refetch()}>
                {retry}
              </button>
            </>
          ) : null}
        </AlertDescription>
      </Alert>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) {
    return <Card className="items-center p-8 text-center">{typeof empty === 'string' ? <p className="text-muted-foreground">{empty}</p> : empty}</Card>;
  }
  return <>{children(query.data)}</>;
}
