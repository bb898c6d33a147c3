import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { createApiClient } from '@/api/client';
import { loadCrypto } from '@/api/crypto/on-demand';
import { loadConfig } from '@/api/load-config';
import { ApiProvider } from '@/api/react';
import { parseWithoutEval } from '@/api/zod-without-eval';
import { AddressSignIn } from '@/shell/frame/address-sign-in';
import { GlobalSpinner } from '@/shell/feedback/global-spinner';
import { authHeadersFrom, openSession, useAccessContext } from '@/shell/session';
import { initI18n } from './app/i18n';
import { LanguageDirection } from './app/language-direction';
import { reportUncaughtErrors } from './app/report-uncaught';
import { AppRoutes } from './app/routes';
import './index.css';

// Toasts and dialogs are opened from pages after start-up; their hosts load beside the first screen.
const ShellToaster = lazy(() => import('@/shell/feedback/shell-toaster').then((m) => ({ default: m.ShellToaster })));
const DialogHost = lazy(() => import('@/shell/dialogs/dialog-host').then((m) => ({ default: m.DialogHost })));

function AppSpinner({ timeoutMs }: { timeoutMs: number }) {
  return <GlobalSpinner isLounge={useAccessContext().isLounge} timeoutMs={timeoutMs} />;
}

async function start() {
  parseWithoutEval();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const config = await loadConfig();
  const session = openSession(config.cryptoKey);
  // A stored session holds sealed values, so crypto-js is needed before the first read.
  await Promise.all([initI18n(config), sessionStorage.length > 0 ? loadCrypto() : undefined]);
  const client = createApiClient(config, { getAuth: () => authHeadersFrom(session) });
  reportUncaughtErrors(client);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

  createRoot(root).render(
    <StrictMode>
      <ApiProvider config={config} client={client}>
        <QueryClientProvider client={queryClient}>
          <LanguageDirection>
            <AddressSignIn>
              <HashRouter>
                <AppRoutes />
              </HashRouter>
            </AddressSignIn>
            <AppSpinner timeoutMs={config.spinnerTimeoutMs} />
            <Suspense>
              <ShellToaster />
              <DialogHost />
            </Suspense>
          </LanguageDirection>
        </QueryClientProvider>
      </ApiProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The console could not start: ${error instanceof Error ? error.message : String(error)}`;
});
