import { useEffect, useState } from 'react';
import { validateFlow, type FlowStore, type Problem } from '@/canvas/engine';

/**
 * `validateFlow` of the store's document, recomputed `delayMs` after the last change so that typing
 * and dragging never wait for validation.
 */
export function useDebouncedProblems(store: FlowStore, delayMs = 300): readonly Problem[] {
  const [problems, setProblems] = useState<readonly Problem[]>(() => validateFlow(store.getDoc()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastDoc = store.getDoc();
    const unsubscribe = store.api.subscribe((state) => {
      if (state.doc === lastDoc) return;
      lastDoc = state.doc;
      clearTimeout(timer);
      timer = setTimeout(() => setProblems(validateFlow(store.getDoc())), delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, delayMs]);
  return problems;
}
