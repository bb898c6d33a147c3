// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../dialogs/dialog-host';
import { showConfirm, showSessionExpired } from './attention-dialog';
import { initTestI18n } from '../testing/test-i18n';

afterEach(cleanup);

function renderHost() {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <DialogHost />
    </I18nextProvider>,
  );
}

describe('attention dialogs', () => {
  it('tells the user the session expired and resolves on OK', async () => {
    const user = userEvent.setup();
    renderHost();
    let acknowledged = false;
    const shown = showSessionExpired().then(() => (acknowledged = true));
    const dialog = await screen.findByRole('alertdialog', { name: 'Attention!' });
    expect(dialog).toHaveAccessibleDescription('Your session is expired!');
    expect(acknowledged).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await shown;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves a confirmation with the answer', async () => {
    const user = userEvent.setup();
    renderHost();
    const answer = showConfirm({ title: 'Delete user?', message: 'This cannot be undone.', tone: 'warning', confirmLabel: 'Delete' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);

    const second = showConfirm({ title: 'Delete user?', message: 'This cannot be undone.', confirmLabel: 'Delete' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(second).resolves.toBe(true);
  });
});
