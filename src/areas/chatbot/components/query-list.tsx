import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  loadFailed: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}

/** A list page's states: a spinner while loading (not while the query waits to be enabled), the failure, the empty message, the rows. */
export function QueryList<T>({ query, loadFailed, empty, children }: QueryListProps<T>) {
  const { t } = useTranslation();
  if (query.isLoading) return <Spinner label={t('chatbot.common.loading')} showLabel />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {loadFailed}
      </p>
    );
  }
  if (!query.isSuccess) return null;
  if (query.data.length === 0) {
    return (
      <Card className="items-center p-8 text-center">
        <p className="text-muted-foreground">{empty}</p>
      </Card>
    );
  }
  return children(query.data);
}
