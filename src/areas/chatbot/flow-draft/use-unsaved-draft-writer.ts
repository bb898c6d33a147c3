import { useEffect } from 'react';
import type { FlowStore } from '@/canvas/engine';
import { writeUnsavedDraft } from './unsaved-draft-storage';

/** Long enough that a typing burst is one write, short enough that a crash loses little. */
export const UNSAVED_WRITE_DELAY_MS = 600;

/**
 * Copies the document to local storage a moment after every change, so a reload, a crash or a
 * failed save does not lose the edits. `cleanRevision` answers the store revision the server has
 * when the copy is due (a save that lands inside the delay has cleared the copy before React
 * re-renders, so a revision read at render time would write it back); no copy is written while
 * the document is at it.
 */
export function useUnsavedDraftWriter(store: FlowStore | null, baseVersion: number | null, cleanRevision: () => number, now: () => number = Date.now) {
  useEffect(() => {
    if (!store || baseVersion === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.api.subscribe((state, previous) => {
      if (state.doc === previous.doc) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (store.getRevision() === cleanRevision()) return;
        const document = store.getDoc();
        writeUnsavedDraft(localStorage, { flowId: document.id, baseVersion, savedAt: now(), document });
      }, UNSAVED_WRITE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, baseVersion, cleanRevision, now]);
}
