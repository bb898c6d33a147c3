// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSession } from '@/shell/session';
import { useStatusPolling } from './use-status-polling';

const userStatus = vi.fn<() => Promise<{ status: 'active' | 'inactive' }>>();
vi.mock('@/api/react', () => ({ useConfig: () => ({ checkUserStatusMs: 1000 }) }));
vi.mock('./use-session-calls', () => ({ useSessionCalls: () => ({ userStatus }) }));

describe('useStatusPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const store = openSession('test-key');
    store.write('id', 7);
    store.write('token', 'token-7');
  });
  afterEach(() => {
    vi.useRealTimers();
    userStatus.mockReset();
  });

  it('keeps the session when a check is dropped and a retry answers', async () => {
    userStatus.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ status: 'active' });
    renderHook(() => useStatusPolling(true));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(openSession('test-key').read('token')).toBe('token-7');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(userStatus).toHaveBeenCalledTimes(2);
    expect(openSession('test-key').read('token')).toBe('token-7');
  });

  it('signs out only once the check has failed on every retry, 1, 2 and 4 seconds apart', async () => {
    userStatus.mockRejectedValue(new Error('offline'));
    renderHook(() => useStatusPolling(true));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000)));
    expect(userStatus).toHaveBeenCalledTimes(3);
    expect(openSession('test-key').read('token')).toBe('token-7');
    await act(async () => void (await vi.advanceTimersByTimeAsync(4000)));
    expect(userStatus).toHaveBeenCalledTimes(4);
    expect(openSession('test-key').read('token')).toBeNull();
  });

  it('keeps the session when the page is left or reloaded while a check is in flight', async () => {
    let fail: (error: Error) => void = () => undefined;
    userStatus.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderHook(() => useStatusPolling(true));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await act(async () => fail(new Error('aborted')));
    expect(openSession('test-key').read('token')).toBe('token-7');
  });
});
