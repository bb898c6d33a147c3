import { useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLayout, createLayoutRunner, layoutDirectionOf, type FlowStore, type LayoutDirection, type WorkerLike } from '@/canvas/engine';
import type { CanvasEdge, CanvasNode } from '../canvas/canvas-types';
import { fitWholeFlow } from '../canvas/fit-whole-flow';
import { focusNodeElement } from '../canvas/use-reveal-node';
import { measuredSizeOf } from './measured-sizes';

/** Runs `work` when the page is idle (or soon, where it cannot tell); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 500);
  return () => clearTimeout(id);
}

/** The largest flow laid out ahead while the editor is idle (ELK takes about a second at this size). */
const PREPARED_UP_TO = 2000;
/** How long the editor must go without an edit or any input before the layout is prepared. */
const PREPARE_AFTER_MS = 2000;

export interface RunLayout {
  /** Lays out the selection (two or more nodes) or the whole flow, in `direction` or the flow's own. */
  runLayout(direction?: LayoutDirection): Promise<void>;
  /** Stops a layout still being computed; nothing moves. */
  cancelLayout(): void;
  /** A layout is being computed or written. */
  layoutPending: boolean;
  /** A layout's answer is being written to the flow, in parts. */
  layoutWriting: boolean;
}

/**
 * Auto-layout for the editor: ELK in a worker (`layoutWorker`, started when the editor is idle
 * unless `warm` is false), its result written in parts, the view fitted after, and what happened said
 * through `announce`. Call inside React Flow's provider.
 * @example const { runLayout, cancelLayout, layoutPending } = useRunLayout(store, createLayoutWorker, announce, !readOnly);
 */
export function useRunLayout(store: FlowStore, layoutWorker: () => WorkerLike, announce: (message: string) => void, warm = true): RunLayout {
  const { t } = useTranslation();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const [layoutPending, setLayoutPending] = useState(false);
  const [layoutWriting, setLayoutWriting] = useState(false);
  const layoutAbort = useRef<AbortController | null>(null);
  const runner = useMemo(() => createLayoutRunner(layoutWorker), [layoutWorker]);
  // The worker loads ELK (1.5 MB) and runs it once when it starts: started once the editor is idle
  // after opening, the author's first layout only sends the flow. Read-only editors never lay out.
  const [warmings, setWarmings] = useState(0);
  useEffect(() => {
    if (!warm) return undefined;
    return whenIdle(() => runner.warm());
  }, [runner, warm, warmings]);
  // While the editor is idle the worker lays out the flow as it stands, so Auto-layout on a flow that
  // has not changed since answers at once. "Idle" is PREPARE_AFTER_MS without an edit or any input:
  // ELK's run takes a core for up to a second, which slowed a drag started right after opening on a
  // two-core machine. Flows above PREPARED_UP_TO nodes are not prepared: ELK's run there is seconds
  // of a core on every pause, for a click that may never come.
  useEffect(() => {
    if (!warm) return undefined;
    const prepare = () => {
      const doc = store.getDoc();
      if (doc.nodes.length > PREPARED_UP_TO) return;
      runner.prepare(store, { direction: layoutDirectionOf(doc), sizeOf: measuredSizeOf((id) => flow.getInternalNode(id)?.measured) });
    };
    let cancelIdle: () => void = () => undefined;
    let pause: ReturnType<typeof setTimeout> | undefined;
    let changed = true;
    const restart = () => {
      cancelIdle();
      clearTimeout(pause);
      if (!changed) return;
      pause = setTimeout(() => {
        cancelIdle = whenIdle(() => {
          changed = false;
          prepare();
        });
      }, PREPARE_AFTER_MS);
    };
    restart();
    const unsubscribe = store.api.subscribe((state, previous) => {
      if (state.doc === previous.doc) return;
      changed = true;
      restart();
    });
    const inputs = ['pointerdown', 'pointermove', 'wheel', 'keydown'] as const;
    for (const input of inputs) document.addEventListener(input, restart, { capture: true, passive: true });
    return () => {
      unsubscribe();
      for (const input of inputs) document.removeEventListener(input, restart, { capture: true });
      cancelIdle();
      clearTimeout(pause);
    };
  }, [runner, warm, warmings, store, flow]);
  useEffect(() => () => runner.dispose(), [runner]);

  const runLayout = useCallback(
    async (direction?: LayoutDirection) => {
      const controller = new AbortController();
      layoutAbort.current = controller;
      setLayoutPending(true);
      try {
        // The canvas draws only what is on screen: a focused node that the layout moves out of view
        // is dropped from the page and focus falls to the body, where the editor's keys stop working.
        const focusedNodeId = document.activeElement?.closest<HTMLElement>('.react-flow__node')?.dataset.id;
        const { doc, selection } = store.getState();
        // Two or more selected nodes: lay out only those, anchored where they were; otherwise the whole flow.
        const nodeIds = selection.nodeIds.length > 1 ? selection.nodeIds : undefined;
        // The busy toolbar is drawn before the input is built and posted, in a task of its own:
        // together they made the click one long task on a large flow.
        await new Promise((resolve) => setTimeout(resolve));
        const sizeOf = measuredSizeOf((id) => flow.getInternalNode(id)?.measured);
        const request = { direction: direction ?? layoutDirectionOf(doc), sizeOf, ...(nodeIds ? { nodeIds } : {}) };
        const result = await runner.request(store, request, controller.signal);
        setLayoutWriting(true);
        const outcome = await applyLayout(store, result);
        setLayoutWriting(false);
        if (outcome === 'dropped') return;
        announce(t('canvas.announce.laidOut'));
        // Fit after React Flow has taken the new positions, then give a lost focus back to its node.
        // The overview paints the written flow at the next frame and the fit starts at the one after:
        // in one frame, the paint and React Flow's fit (which re-adopts and measures every node) were
        // the longest task of a 5,000-node layout.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            void fitWholeFlow(flow, 200).then(() => {
              if (focusedNodeId && (document.activeElement === null || document.activeElement === document.body)) focusNodeElement(focusedNodeId);
            });
          }),
        );
      } catch {
        announce(t(controller.signal.aborted ? 'canvas.announce.layoutCancelled' : 'canvas.announce.layoutFailed'));
        // Cancelling stopped the worker: the next one warms up while the editor is idle again.
        if (controller.signal.aborted) setWarmings((count) => count + 1);
      } finally {
        layoutAbort.current = null;
        setLayoutWriting(false);
        setLayoutPending(false);
      }
    },
    [store, runner, announce, flow, t],
  );
  // ELK took tens of seconds on a flow of thousands of nodes; the author may change their mind.
  const cancelLayout = useCallback(() => layoutAbort.current?.abort(), []);

  return { runLayout, cancelLayout, layoutPending, layoutWriting };
}
