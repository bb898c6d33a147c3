// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalSpinner } from './global-spinner';
import { trackRequest } from './request-tracker';
import { initTestI18n } from '../testing/test-i18n';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function renderSpinner(isLounge = false, timeoutMs?: number) {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <QueryClientProvider client={new QueryClient()}>
        <GlobalSpinner isLounge={isLounge} timeoutMs={timeoutMs} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const message = 'Please wait... Processing your request';

describe('GlobalSpinner', () => {
  it('shows while a tracked request is pending and hides when it settles', async () => {
    renderSpinner();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    const request = deferred();
    act(() => void trackRequest(request.promise));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    await act(async () => request.resolve());
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('keeps the caller’s rejection and still stops counting', async () => {
    renderSpinner();
    const failing = Promise.reject(new Error('offline'));
    await act(async () => {
      await expect(trackRequest(failing)).rejects.toThrow('offline');
    });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('gives up after the timeout even if the request is still pending', async () => {
    // Long enough that a busy CI machine still sees the spinner before it gives up.
    renderSpinner(false, 2_000);
    const request = deferred();
    act(() => void trackRequest(request.promise));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await act(() => new Promise((done) => setTimeout(done, 2_100)));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await act(async () => request.resolve());
  });

  it('is never shown in lounge mode', async () => {
    renderSpinner(true);
    const request = deferred();
    act(() => void trackRequest(request.promise));
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await act(async () => request.resolve());
  });
});
