import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import rawConfig from '../../../../../public/assets/config/config.json';
import { createApiClient } from '@/api/client';
import { appConfig } from '@/api/contracts/config';
import { ApiProvider } from '@/api/react';
import { DialogHost } from '@/shell/dialogs/dialog-host';
import { ShellToaster } from '@/shell/feedback/shell-toaster';
import { initTestI18n } from '@/shell/feedback/test-i18n';
import { createMemoryStorage, openSession } from '@/shell/session';
import { sendRoutes } from '../../route-groups/send';

const testConfig = { ...appConfig.parse(rawConfig), errorReporting: { enabled: false, endpoint: { service: 'base' as const, path: 'client-errors' } } };

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Test-only: the send route group at `path`, a real API client over `fetchFn`, English strings, toaster
 * and dialogs; `userType` is the signed-in user's maker-checker role (none by default).
 */
export function renderSendPage(fetchFn: typeof fetch, path: string, userType?: 'M' | 'C') {
  const session = openSession('test-key', createMemoryStorage());
  if (userType) session.write('userType', userType);
  const client = createApiClient(testConfig, {
    getAuth: () => ({ token: 'token', username: 'designer', session: 'session', roleId: 3 }),
    origin: 'http://console.test',
    readCookie: () => null,
    fetch: fetchFn,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={initTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider config={testConfig} client={client}>
          <MemoryRouter initialEntries={[path]}>
            <ShellToaster />
            <DialogHost />
            <CurrentLocation />
            <Routes>
              {sendRoutes.map((route) => (
                <Route key={route.path} path={`/whatsapp-campaign/${route.path}`} element={route.element} />
              ))}
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
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
