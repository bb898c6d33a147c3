import type { UserListItem } from '@/api/contracts/users';

/** Test-only: what the fake answers to a create or delete instead of success. */
export interface FakeFailure {
  status: number;
  body: { error: string; message: string; fields?: Record<string, string> };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test-only: a user with a valid uuid and timestamps built from local parts, so dates read the same in any time zone. */
export function fakeUser(n: number, username: string, email: string, created: Date, updated = created): UserListItem {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username,
    email,
    created_on: created.toISOString(),
    updated_on: updated.toISOString(),
  };
}

/**
 * Test-only: a `fetch` answering `/api/users` with the contract's shapes, keeping the users in memory
 * and every request it saw. Set `listFailure`, `createFailure` or `deleteFailure` to answer with an error.
 */
export function createFakeUsersApi(initial: UserListItem[]) {
  const state = {
    users: [...initial],
    requests: [] as { method: string; url: URL; body: unknown }[],
    listFailure: null as FakeFailure | null,
    createFailure: null as FakeFailure | null,
    deleteFailure: null as FakeFailure | null,
  };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    state.requests.push({ method: request.method, url, body });
    if (url.pathname !== '/api/users') return json({ error: 'not_found', message: 'No such route' }, 404);
    if (request.method === 'GET') {
      return state.listFailure ? json(state.listFailure.body, state.listFailure.status) : json({ body: state.users });
    }
    if (request.method === 'POST') {
      return state.createFailure ? json(state.createFailure.body, state.createFailure.status) : json({ message: 'User created successfully' });
    }
    if (state.deleteFailure) return json(state.deleteFailure.body, state.deleteFailure.status);
    state.users = state.users.filter((user) => user._id !== url.searchParams.get('id'));
    return json({ message: 'User deleted successfully' });
  }) as typeof fetch;
  const requestsOf = (method: string) => state.requests.filter((request) => request.method === method);
  return { state, fetch: fetchFn, requestsOf };
}
