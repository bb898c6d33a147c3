import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import rawConfig from '../../../../../public/assets/config/config.json';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { createApiClient } from '@/api/client';
import { appConfig } from '@/api/contracts/config';
import { ApiProvider } from '@/api/react';
import { DialogHost } from '@/shell/dialogs/dialog-host';
import { ShellToaster } from '@/shell/feedback/shell-toaster';
import { initTestI18n } from '@/shell/feedback/test-i18n';

const testConfig = { ...appConfig.parse(rawConfig), errorReporting: { enabled: false, endpoint: { service: 'base' as const, path: 'client-errors' } } };

/** Test-only: a tracked campaign row as the server answers it, with the given changes. */
export function trackedRow(n: number, changes: Partial<TrackedCampaign> = {}): TrackedCampaign {
  const at = '2026-03-01T09:00:00.000Z';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Campaign ${n}`,
    channel: 'whatsapp',
    state: 'PENDING_APPROVAL',
    senderId: '100400000000101',
    senderNumber: '+971500000101',
    templateName: 'payment_received',
    templateLanguage: 'en',
    audienceKind: 'UPLOAD_FILE',
    scheduleAt: null,
    makerName: 'lounge',
    checkerName: null,
    funnel: { total: 3, pending: 3, sending: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0 },
    continuesAt: null,
    createdOn: at,
    updatedOn: at,
    submittedAt: at,
    decision: null,
    allowedActions: ['approve', 'reject', 'schedule', 'cancel', 'duplicate'],
    ...changes,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Test-only: a page with a real API client over `fetchFn`, a fresh query cache, English strings, the toaster and dialogs. */
export function renderTrackingPage(page: ReactNode, fetchFn: typeof fetch) {
  const client = createApiClient(testConfig, {
    getAuth: () => ({ token: 'token', username: 'lounge.checker', session: 'session', roleId: 3 }),
    origin: 'http://console.test',
    readCookie: () => null,
    fetch: fetchFn,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={initTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider config={testConfig} client={client}>
          <MemoryRouter>
            <ShellToaster />
            <DialogHost />
            {page}
          </MemoryRouter>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** jsdom lacks the pointer-capture and resize-observing calls Radix makes. */
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
