import { AreaRoutes, type AreaRoute } from '@/shell/area/area-routes';
import { Redirect } from '@/shell/frame/access-gate';
import { ContactListPage } from './pages/contact-list-page';
import { ContactListsPage } from './pages/contact-lists-page';
import { EngagedUsersPage } from './pages/engaged-users-page';
import { ExclusionGroupsPage } from './pages/exclusion-groups-page';
import { OptOutsPage } from './pages/opt-outs-page';

/** The spec names no sub-paths of the tables area; these are its own (docs/decisions.md "Tables area"). */
const pages: readonly AreaRoute[] = [
  { path: '', element: <Redirect to="/tables/contact-lists" /> },
  { path: 'contact-lists', element: <ContactListsPage /> },
  { path: 'contact-lists/:data', element: <ContactListPage /> },
  { path: 'opt-outs', element: <OptOutsPage /> },
  { path: 'exclusion-groups', element: <ExclusionGroupsPage /> },
  { path: 'engaged-users', element: <EngagedUsersPage /> },
];

export function TablesRoutes() {
  return <AreaRoutes pages={pages} />;
}
