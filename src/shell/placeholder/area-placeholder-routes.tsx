import { useRoutes } from 'react-router-dom';
import { Redirect } from '@/shell/frame/access-gate';
import { AreaIndexPage, type AreaIndexPageProps } from './area-index-page';

/**
 * The sub-routes of an area whose pages come with their own issue: each known sub-path of spec §2
 * shows the area's route index; an unknown one goes to the root like any unknown path.
 */
export function AreaPlaceholderRoutes(props: AreaIndexPageProps) {
  const element = <AreaIndexPage {...props} />;
  return useRoutes([
    { index: true, element },
    ...props.subPaths.map((sub) => ({ path: sub.replace('{data}', ':data'), element })),
    { path: '*', element: <Redirect to="/" /> },
  ]);
}
