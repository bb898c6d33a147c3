// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertPage } from './alert-page';
import { initTestI18n } from '../testing/test-i18n';

afterEach(cleanup);

function renderAt(query: string) {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <MemoryRouter initialEntries={[`/alert${query}`]}>
        <AlertPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('AlertPage', () => {
  it.each([
    ['?type=success', 'Success!!'],
    ['?type=success&title=scheduled', 'SCHEDULED'],
    ['?type=error', 'Error!!'],
    ['?type=warning', 'Warning!!'],
    ['?type=info', 'Info!!'],
    ['?type=unknown', 'Info!!'],
  ])('%s shows the title %s', (query, title) => {
    renderAt(query);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('shows the message as plain text and announces errors', () => {
    renderAt(`?type=error&message=${encodeURIComponent('<b>Campaign failed</b>')}`);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Campaign failed</b>');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });
});
