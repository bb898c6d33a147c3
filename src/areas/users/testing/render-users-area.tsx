import { Route, Routes } from 'react-router-dom';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { CreateUserPage, UserListPage } from '../index';

/** Test-only: both users pages at `path`, signed in as a user admin, with the real API client over `fetchFn`. */
export function renderUsersArea(fetchFn: typeof fetch, path: '/user-list' | '/user-list/create-user' = '/user-list') {
  return renderWithApi(
    <Routes>
      <Route path="/user-list" element={<UserListPage />} />
      <Route path="/user-list/create-user" element={<CreateUserPage />} />
    </Routes>,
    { fetch: fetchFn, path, user: { username: 'admin', roleId: 1 } },
  );
}
