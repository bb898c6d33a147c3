// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { DeliveryFigures } from './delivery-figures';

afterEach(cleanup);

const row = { name: 'Diwali offer', continuesAt: null, continuesFor: null, funnel: { total: 2400, pending: 100, sending: 5, sent: 2200, delivered: 1945, read: 1210, failed: 95, skipped: 0 } };

/*
 * jsdom lays nothing out, so this checks the structure that keeps label and number apart at any
 * width: each figure stacks its label over its number, and the figures wrap onto new rows by a
 * minimum column width instead of squeezing into fixed columns they overflow.
 */
it('stacks each label over its number and wraps the figures rather than squeezing them together', () => {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <DeliveryFigures row={row} />
    </I18nextProvider>,
  );
  const label = screen.getByText('Delivered');
  const figure = label.parentElement as HTMLElement;
  expect(figure.querySelector('dd')).toHaveTextContent('1,945');
  expect(figure.className).not.toMatch(/\bflex\b/);
  expect(figure.className).toMatch(/\bgrid\b/);
  expect(figure.closest('dl')?.className).toMatch(/grid-cols-\[repeat\(auto-fill,minmax\(/);
});

it.each([
  ['limit', 'Waiting for limit'],
  ['sendWindow', 'Waiting for send window'],
  ['slowedDown', 'Slowed down by provider'],
] as const)('names what a waiting campaign waits for (%s) beside how many wait, and when it continues', (continuesFor, label) => {
  render(
    <I18nextProvider i18n={initTestI18n()}>
      <DeliveryFigures row={{ ...row, continuesAt: '2026-03-01T14:05:00.000Z', continuesFor }} />
    </I18nextProvider>,
  );
  expect(screen.getByText(label).parentElement?.querySelector('dd')).toHaveTextContent('100');
  for (const other of ['Waiting for limit', 'Waiting for send window', 'Slowed down by provider'].filter((text) => text !== label)) expect(screen.queryByText(other)).toBeNull();
  expect(screen.getByText(/^Continues at/)).toBeInTheDocument();
});
