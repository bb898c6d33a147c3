import { lazy, Suspense } from 'react';
import type { AreaRoute } from '@/shell/area/area-routes';

// The chart library (recharts) loads with the page only.
const TransactionHistoryPage = lazy(() => import('./transaction-history-page').then((module) => ({ default: module.TransactionHistoryPage })));

/** What the account was charged (#14). */
export const billingRoutes: AreaRoute[] = [{ path: 'transaction-history', element: <Suspense><TransactionHistoryPage /></Suspense> }];
