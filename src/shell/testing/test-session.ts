import { createMemoryStorage, openSession, type SessionStore, type SessionValues } from '../session';

/**
 * Test-only: a fresh console session signed in with `values` (a designer of every service by default).
 * Test files share their modules, so a page that reads the session reads whatever the last file left
 * unless the test opens its own.
 */
export function openTestSession(values: Partial<SessionValues> = {}): SessionStore {
  const session = openSession('test-key', createMemoryStorage());
  const all: Partial<SessionValues> = { session: 'session', token: 'token', username: 'designer', role_id: 3, ...values };
  for (const [key, value] of Object.entries(all) as Array<[keyof SessionValues, SessionValues[keyof SessionValues]]>) session.write(key, value);
  return session;
}
