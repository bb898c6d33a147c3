import { useEffect, useState } from 'react';
import { validateFlow, type FlowStore, type Problem, type ValidationContext } from '@/canvas/engine';

const NO_CONTEXT: ValidationContext = {};

/**
 * `validateFlow` of the store's document, recomputed `delayMs` after the last change so that typing
 * and dragging never wait for validation. A new `context` (the page learnt the bot's flows) is
 * applied at once; keep it stable between renders.
 */
export function useDebouncedProblems(store: FlowStore, context: ValidationContext = NO_CONTEXT, delayMs = 300): readonly Problem[] {
  const [problems, setProblems] = useState<readonly Problem[]>(() => validateFlow(store.getDoc(), context));
  const [validatedWith, setValidatedWith] = useState(context);
  if (validatedWith !== context) {
    setValidatedWith(context);
    setProblems(validateFlow(store.getDoc(), context));
  }
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastDoc = store.getDoc();
    const unsubscribe = store.api.subscribe((state) => {
      if (state.doc === lastDoc) return;
      lastDoc = state.doc;
      clearTimeout(timer);
      timer = setTimeout(() => setProblems(validateFlow(store.getDoc(), context)), delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, context, delayMs]);
  return problems;
}
