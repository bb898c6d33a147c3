import { Route, Routes } from 'react-router-dom';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { createMemoryStorage, openSession } from '@/shell/session';
import { sendRoutes } from '../routes';

/**
 * Test-only: the send route group at `path`, signed in as a designer, with the real API client over
 * `fetchFn`; `userType` is the signed-in user's maker-checker role (none by default). The wizard keeps
 * drafts in localStorage only for a session with an account `id` and `username`: pass `owner` for that.
 */
export function renderSendPage(fetchFn: typeof fetch, path: string, userType?: 'M' | 'C', owner?: { id: number; username: string }) {
  const session = openSession('test-key', createMemoryStorage());
  if (userType) session.write('userType', userType);
  if (owner) {
    session.write('id', owner.id);
    session.write('username', owner.username);
  }
  return renderWithApi(
    <Routes>
      {sendRoutes.map((route) => (
        <Route key={route.path} path={`/whatsapp-campaign/${route.path}`} element={route.element} />
      ))}
      <Route path="*" element={null} />
    </Routes>,
    { fetch: fetchFn, path },
  );
}

type Json = Record<string, unknown>;
type Handler = (body: Json, url: URL) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test-only: a `fetch` answering `/api/campaign/whatsapp/…` from handlers, recording every request. */
export function createFakeCampaignApi() {
  const requests: { method: string; path: string; body: Json }[] = [];
  const routes = new Map<string, Handler>();
  const on = (method: string, path: string, handler: Handler) => routes.set(`${method} ${path}`, handler);
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/campaign\/whatsapp\//, '');
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Json;
    requests.push({ method: request.method, path, body });
    const handler = routes.get(`${request.method} ${path}`);
    return handler ? handler(body, url) : jsonResponse({ error: 'not_found', message: `No route ${request.method} ${path}` }, 404);
  };
  return { on, fetch: fetchFn, requestsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}
