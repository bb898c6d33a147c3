// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWarning } from './idle-warning';
import { initTestI18n } from '../testing/test-i18n';

// react-idle-timer binds the timer functions when it loads; createMocks re-binds them to the current (fake) ones.
beforeEach(() => {
  vi.useFakeTimers();
  createMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  createMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderIdle(props: { watching?: boolean; isLounge?: boolean } = {}) {
  const onTimeout = vi.fn();
  const view = render(
    <I18nextProvider i18n={initTestI18n()}>
      <IdleWarning watching={props.watching ?? true} isLounge={props.isLounge ?? false} idleSeconds={2} countdownSeconds={5} onTimeout={onTimeout} />
    </I18nextProvider>,
  );
  return { onTimeout, view };
}

describe('IdleWarning', () => {
  it('warns after the idle period and counts down live', () => {
    renderIdle();
    advance(1900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(200);
    expect(screen.getByRole('dialog', { name: 'You Have Been Idle!' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('You will time out in 5 seconds!');
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('You will time out in 4 seconds!');
  });

  it('Stay hides the warning and restarts the watch', () => {
    const { onTimeout } = renderIdle();
    advance(2100);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(800);
    expect(screen.getByRole('dialog', { name: 'You Have Been Idle!' })).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('calls onTimeout when the countdown reaches 0', () => {
    const { onTimeout } = renderIdle();
    advance(2100);
    advance(5000);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onTimeout from the Logout button', () => {
    const { onTimeout } = renderIdle();
    advance(2100);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('ends idle on activity during the countdown and does not time out', () => {
    const { onTimeout } = renderIdle();
    advance(2100);
    fireEvent.keyDown(document, { key: 'a' });
    expect(screen.getByRole('timer')).toHaveTextContent('No longer idle.');
    advance(5000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('watches only while watching is true, and never in lounge mode', () => {
    const { view, onTimeout } = renderIdle({ watching: false });
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    renderIdle({ isLounge: true });
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
