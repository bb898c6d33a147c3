import { useMemo } from 'react';
import { useStore } from 'zustand';
import { validateNode, type FlowDocument, type FlowState, type FlowStore, type Problem, type ValidationContext } from '@/canvas/engine';

const NONE: readonly Problem[] = [];

/**
 * The selected node's problems, recomputed on every document change so that a field's error goes
 * (or comes) as the author types, not after the flow-wide debounce. While a drag is under way the
 * document last seen before it is kept: moving nodes changes no problem, and validating on every
 * pointer move would cost frames on large flows.
 */
export function useNodeProblems(store: FlowStore, nodeId: string | null, context: ValidationContext): readonly Problem[] {
  const selectSettledDoc = useMemo(() => {
    let settled: FlowDocument | null = null;
    return (state: FlowState) => {
      if (state.drag === null || settled === null) settled = state.doc;
      return settled;
    };
  }, []);
  const doc = useStore(store.api, selectSettledDoc);
  return useMemo(() => (nodeId ? validateNode(doc, nodeId, context) : NONE), [doc, nodeId, context]);
}
