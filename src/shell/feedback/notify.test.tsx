// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { ShellToaster } from './shell-toaster';
import { initTestI18n } from '../testing/test-i18n';

afterEach(() => {
  act(() => void toast.dismiss());
  cleanup();
});

function renderToaster() {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <ShellToaster />
    </I18nextProvider>,
  );
}

describe('notify', () => {
  it('shows a titled info toast by default, without a close button', async () => {
    renderToaster();
    act(() => void notify('This feature is currently under maintenance', { title: 'Info', duration: 3000 }));
    const toastItem = (await screen.findByText('Info')).closest('li');
    expect(toastItem).toHaveAttribute('data-type', 'info');
    expect(toastItem).toHaveTextContent('This feature is currently under maintenance');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('keeps a persistent toast until its close button is pressed', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => void notify.error('Failed to load columns', { persistent: true }));
    const toastItem = (await screen.findByText('Failed to load columns')).closest('li');
    expect(toastItem).toHaveAttribute('data-type', 'error');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => new Promise((done) => setTimeout(done, 500)));
    expect(screen.queryByText('Failed to load columns')).not.toBeInTheDocument();
  });
});
