import type { ReactNode } from 'react';
import { PageFrame, type PageFrameProps } from './page-frame';
import { QueryBoundary, type QueryBoundaryProps } from './query-boundary';

type ListPageProps<T> = Omit<PageFrameProps, 'children'> &
  Omit<QueryBoundaryProps<T>, 'children'> & {
    /** What narrows the list (search, dates, state), above it and kept while it loads or fails. */
    filters?: ReactNode;
    /** The list itself: a `ResourceTable` of the data's rows. */
    children: (data: T) => ReactNode;
    /** Under a list that holds rows: its `Pager`, when the server pages it. */
    pager?: (data: T) => ReactNode;
    /** What the page opens over the list (an edit or reschedule dialog). */
    dialogs?: ReactNode;
  };

/**
 * A page that lists what an account has (campaigns, files, transactions): the page's frame, the filters,
 * then the list's states (loading, failed, empty, the rows) and its pages. One shape for every list page,
 * so a reader finds the search, the empty message and the next page in the same places everywhere.
 */
export function ListPage<T>({ filters, children, pager, dialogs, query, failed, saysOwnError, retry, loading, empty, isEmpty, ...frame }: ListPageProps<T>) {
  return (
    <PageFrame {...frame}>
      {filters}
      <QueryBoundary query={query} failed={failed} saysOwnError={saysOwnError} retry={retry} loading={loading} empty={empty} isEmpty={isEmpty}>
        {(data) => (
          <>
            {children(data)}
            {pager?.(data)}
          </>
        )}
      </QueryBoundary>
      {dialogs}
    </PageFrame>
  );
}
