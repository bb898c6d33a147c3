import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import rawConfig from '../../../public/assets/config/config.json';
import { createApiClient } from '@/api/client';
import { appConfig } from '@/api/contracts/config';
import { ApiProvider } from '@/api/react';
import { DialogHost } from '../dialogs/dialog-host';
import { ShellToaster } from '../feedback/shell-toaster';
import { initTestI18n } from './test-i18n';
import { TooltipProvider } from '@/ui/tooltip';

/** The console's own config with error reports off: a test's fake server answers only the routes under test. */
export const testConfig = { ...appConfig.parse(rawConfig), errorReporting: { enabled: false, endpoint: { service: 'base' as const, path: 'client-errors' } } };

interface TestUser {
  username: string;
  roleId: number;
}

const designer: TestUser = { username: 'designer', roleId: 3 };

interface RenderWithApiOptions {
  /** Every request the API client makes goes here. */
  fetch: typeof fetch;
  /** Who is signed in; `null` for no one (a reports link carries its own token). A designer by default. */
  user?: TestUser | null;
  /** With a path, the UI sits behind a memory router opened there, and `data-testid="location"` shows where it is now. */
  path?: string;
  /** Config values over the console's own (the reports hosts). */
  config?: Partial<typeof testConfig>;
}

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Test-only: `ui` as the console renders it: the real API client, a fresh query cache without retries,
 * English strings, the toaster, the dialog host and the layout's tooltip provider, and a memory router when `path` is given.
 */
export function renderWithApi(ui: ReactNode, { fetch: fetchFn, user = designer, path, config: overrides }: RenderWithApiOptions) {
  const config = overrides ? { ...testConfig, ...overrides } : testConfig;
  const client = createApiClient(config, {
    getAuth: () => (user ? { token: 'token', username: user.username, session: 'session', roleId: user.roleId } : null),
    origin: 'http://console.test',
    readCookie: () => null,
    fetch: fetchFn,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const shell = (
    <>
      <ShellToaster />
      <DialogHost />
      <TooltipProvider>{ui}</TooltipProvider>
    </>
  );
  return render(
    <I18nextProvider i18n={initTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider config={config} client={client}>
          {path === undefined ? (
            shell
          ) : (
            <MemoryRouter initialEntries={[path]}>
              <CurrentLocation />
              {shell}
            </MemoryRouter>
          )}
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
