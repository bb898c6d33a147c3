// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFlowStore, dispatch } from '@/canvas/engine';
import { testFlow, textMessage } from '@/canvas/engine/testing';
import { useDebouncedProblems } from './use-debounced-problems';

describe('useDebouncedProblems', () => {
  it('validates after the first frame and again after a change that alters the problems', async () => {
    const store = createFlowStore(testFlow([textMessage('m1'), textMessage('m2')]));
    const { result } = renderHook(() => useDebouncedProblems(store, undefined, 0));
    await waitFor(() => expect(result.current.validated).toBe(true));
    expect(result.current.problems.map((problem) => problem.nodeId)).toEqual(['m2']);
    act(() => void dispatch(store, 'updateNodeData', { nodeId: 'm1', field: 'content.text', value: '' }));
    await waitFor(() => expect(result.current.problems.map((problem) => problem.nodeId)).toEqual(['m2', 'm1']));
  });

  it('keeps the same list when a change leaves the problems as they were', async () => {
    const store = createFlowStore(testFlow([textMessage('m1'), textMessage('m2')]));
    const { result } = renderHook(() => useDebouncedProblems(store, undefined, 0));
    await waitFor(() => expect(result.current.validated).toBe(true));
    const before = result.current.problems;
    act(() => void dispatch(store, 'moveNodes', { positions: { m1: { x: 300, y: 300 } } }));
    act(() => void dispatch(store, 'updateNodeData', { nodeId: 'm2', field: 'content.text', value: 'Still fine' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.problems).toBe(before);
  });
});
