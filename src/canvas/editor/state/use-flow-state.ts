import { useStore } from 'zustand';
import type { FlowState } from '@/canvas/engine';
import { useEditor } from './editor-context';

/** Reads the engine store of the surrounding editor; re-renders only when the selected slice changes. */
export function useFlowState<T>(selector: (state: FlowState) => T): T {
  return useStore(useEditor().store.api, selector);
}
