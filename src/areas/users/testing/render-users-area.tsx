import { Route, Routes } from 'react-router-dom';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { CreateUserPage, UserListPage } from '../index';

/**
 * Test-only: both users pages at `path`, signed in as a user admin, with the real API client over `fetchFn`.
 * The create form keeps a draft in localStorage only for a session with an account `id` and `username`: pass `owner` for that.
 */
export function renderUsersArea(fetchFn: typeof fetch, path: '/user-list' | '/user-list/create-user' = '/user-list', owner?: { id: number; username: string }) {
  const session = openSession('test-key', createMemoryStorage());
  if (owner) {
    session.write('id', owner.id);
    session.write('username', owner.username);
  }
  return renderWithApi(
    <Routes>
      <Route path="/user-list" element={<UserListPage />} />
      <Route path="/user-list/create-user" element={<CreateUserPage />} />
    </Routes>,
    { fetch: fetchFn, path, user: { username: 'admin', roleId: 1 } },
  );
}
