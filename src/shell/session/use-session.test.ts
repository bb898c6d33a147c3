// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { createSessionStore } from './store';
import { useAccessContext, useSessionValue } from './use-session';

describe('session hooks', () => {
  it('re-render on change and keep the same object while nothing changes', () => {
    const store = createSessionStore({ storage: createMemoryStorage(), cryptoKey: 'test-key-1234' });
    const { result, rerender } = renderHook(() => ({ ctx: useAccessContext(store), services: useSessionValue('services', store) }));
    const first = result.current.ctx;
    rerender();
    expect(result.current.ctx).toBe(first);
    act(() => store.write('services', '3'));
    expect(result.current.services).toBe('3');
    expect(result.current.ctx.services).toBe('3');
  });
});
