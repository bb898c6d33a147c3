/**
 * The reports application (reports.html, a second entry of the console's build): the same config,
 * translations, API client and insights components as the console, without its shell, router or
 * session. Served by our server on the landing pages of spec §7 under the reports base.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@/api/client';
import { loadConfig } from '@/api/load-config';
import { ApiProvider } from '@/api/react';
import { parseWithoutEval } from '@/api/zod-without-eval';
import { ReportsApp } from '@/areas/insights/reports-app/reports-app';
import { DialogHost } from '@/shell/dialogs/dialog-host';
import { ShellToaster } from '@/shell/feedback/shell-toaster';
import { initI18n } from './i18n';
import { LanguageDirection } from './language-direction';
import { reportUncaughtErrors } from './report-uncaught';
import '../index.css';

async function start() {
  parseWithoutEval();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from reports.html');
  const config = await loadConfig();
  await initI18n(config);
  // Every call names its credentials (the access token); the console's session is not used here.
  const client = createApiClient(config, { getAuth: () => null });
  reportUncaughtErrors(client);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  createRoot(root).render(
    <StrictMode>
      <ApiProvider config={config} client={client}>
        <QueryClientProvider client={queryClient}>
          <LanguageDirection>
            {/* The RCS campaign report's Export asks through the shell's dialogs and says where its file is with a toast. */}
            <ShellToaster />
            <DialogHost />
            <ReportsApp location={window.location} />
          </LanguageDirection>
        </QueryClientProvider>
      </ApiProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The reports could not start: ${error instanceof Error ? error.message : String(error)}`;
});
