import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { Redirect } from '@/shell/frame/access-gate';
import { AreaIndexPage, type AreaIndexPageProps } from './area-index-page';

/** One built page of an area, at a spec §2 sub-path relative to the area's base (`{data}` written `:data`). */
export interface AreaRoute {
  path: string;
  element: ReactNode;
}

export interface AreaPlaceholderRoutesProps extends AreaIndexPageProps {
  /** The pages built so far; every other known sub-path shows the area's route index. */
  pages?: readonly AreaRoute[];
}

/**
 * The sub-routes of an area whose pages come with their own issues: built pages answer their paths,
 * each other known sub-path of spec §2 shows the area's route index, and an unknown one goes to the
 * root like any unknown path.
 */
export function AreaPlaceholderRoutes({ pages = [], ...props }: AreaPlaceholderRoutesProps) {
  const placeholder = <AreaIndexPage {...props} />;
  const built = new Set(pages.map((page) => page.path));
  return useRoutes([
    ...(built.has('') ? [] : [{ index: true, element: placeholder }]),
    ...pages.map((page) => (page.path === '' ? { index: true, element: page.element } : page)),
    ...props.subPaths.map((sub) => sub.replace('{data}', ':data')).filter((path) => !built.has(path)).map((path) => ({ path, element: placeholder })),
    { path: '*', element: <Redirect to="/" /> },
  ]);
}
