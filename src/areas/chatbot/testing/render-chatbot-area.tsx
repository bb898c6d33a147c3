import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import rawConfig from '../../../../public/assets/config/config.json';
import { createApiClient } from '@/api/client';
import { appConfig } from '@/api/contracts/config';
import { ApiProvider } from '@/api/react';
import { DialogHost } from '@/shell/dialogs/dialog-host';
import { ShellToaster } from '@/shell/feedback/shell-toaster';
import { initTestI18n } from '@/shell/feedback/test-i18n';
import { ChatbotRoutes } from '../routes';

/** No error reports in tests: the fake answers only the chatbot routes. */
const testConfig = { ...appConfig.parse(rawConfig), errorReporting: { enabled: false, endpoint: { service: 'base' as const, path: 'client-errors' } } };

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Test-only: the chatbot routes at `path` behind a memory router, a real API client over `fetchFn`, English strings, toaster and dialogs. */
export function renderChatbotArea(fetchFn: typeof fetch, path: string) {
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
              <Route path="/chatbot/*" element={<ChatbotRoutes />} />
            </Routes>
          </MemoryRouter>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** jsdom lacks the pointer-capture, scrolling and resize-observing calls Radix and sonner make. */
export function polyfillBrowserApis() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
