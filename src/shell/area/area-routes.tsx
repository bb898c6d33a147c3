import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { Redirect } from '@/shell/frame/access-gate';

/** One page of an area, at a spec §2 sub-path relative to the area's base (`{data}` written `:data`, the index ''). */
export interface AreaRoute {
  path: string;
  element: ReactNode;
}

/** An area's pages; an unknown sub-path goes to the root like any unknown path. */
export function AreaRoutes({ pages }: { pages: readonly AreaRoute[] }) {
  return useRoutes([...pages.map((page) => (page.path === '' ? { index: true, element: page.element } : page)), { path: '*', element: <Redirect to="/" /> }]);
}
