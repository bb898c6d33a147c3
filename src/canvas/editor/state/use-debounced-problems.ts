import { useEffect, useState } from 'react';
import { onlyMoved, validationPasses, type FlowDocument, type FlowStore, type Problem, type ValidationContext } from '@/canvas/engine';

const NO_CONTEXT: ValidationContext = {};

export interface ValidationState {
  problems: readonly Problem[];
  /** False until the first validation has run; publishing waits for it. */
  validated: boolean;
}

const NOT_YET: ValidationState = { problems: [], validated: false };

function sameParams(a: Problem['params'], b: Problem['params']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  return (
    a.length === b.length &&
    a.every((problem, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        problem.nodeId === other.nodeId &&
        problem.field === other.field &&
        problem.code === other.code &&
        problem.severity === other.severity &&
        problem.edgeId === other.edgeId &&
        sameParams(problem.params, other.params)
      );
    })
  );
}

/**
 * `validateFlow` of the store's document, a pass a task: first just after the editor's first frame
 * (at 5,000 nodes, work the opening does not wait for), then `delayMs` after the last change so that typing and
 * dragging never wait for validation. A new `context` (the page learnt the bot's flows) validates
 * again after the next frame; keep it stable between renders.
 */
export function useDebouncedProblems(store: FlowStore, context: ValidationContext = NO_CONTEXT, delayMs = 300): ValidationState {
  const [state, setState] = useState<ValidationState>(NOT_YET);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let validated: FlowDocument | null = null;
    // Unchanged problems (a move, a layout) keep the state as it was: a new list re-rendered the
    // problems panel and every problem badge of a large flow for nothing. A document that only moved
    // is not validated at all: at 5,000 nodes that was a task of 30–70 ms after every layout.
    // The passes run one task each (validationPasses): a change before the last one clears the timer
    // and the document is validated again from the first pass once it settles.
    const validate = () => {
      const doc = store.getDoc();
      if (validated && onlyMoved(validated, doc)) return;
      const passes = validationPasses(doc, context);
      const problems: Problem[] = [];
      const run = (at: number) => {
        problems.push(...passes[at]!());
        if (at + 1 < passes.length) {
          timer = setTimeout(() => run(at + 1), 0);
          return;
        }
        validated = doc;
        setState((before) => (before.validated && sameProblems(before.problems, problems) ? before : { problems, validated: true }));
      };
      run(0);
    };
    // A timeout queued from an animation frame runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(validate, 0);
    });
    let lastDoc = store.getDoc();
    const unsubscribe = store.api.subscribe((next) => {
      if (next.doc === lastDoc) return;
      lastDoc = next.doc;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      timer = setTimeout(validate, delayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, context, delayMs]);
  return state;
}
