import { useLayoutEffect, useRef } from 'react';

const sameItems = (a: readonly unknown[], b: readonly unknown[] | null) => b !== null && a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Paints a `<canvas>` drawn from the flow: at once when the view moved, at the next animation frame
 * when only the content changed, and not at all for a content change while `hold` is true (a layout
 * being written in parts: each paint of 5,000 boxes and routes was a frame's task of 20–40 ms, two
 * dozen of them per layout); the newest content is painted at the frame after `hold` ends.
 * A view change (pan, zoom, resize) is painted in the commit that made it, so the drawing never lags
 * React Flow's transform. A content change (a selection, or a layout written in parts) waits for the
 * frame: rastering thousands of boxes then happens in the frame's own task, not in the task that
 * changed the flow, and several changes within one frame are painted once.
 * @param view a key of everything the view depends on, e.g. `${x},${y},${zoom},${width},${height}`
 * @param content the objects the drawing reads, compared by identity
 * @param hold true while content changes should wait (a view change is still painted at once)
 * @example useCanvasPaint(() => draw(canvasRef.current, doc), `${x},${y},${zoom}`, [doc, selected], layoutWriting);
 */
export function useCanvasPaint(paint: () => void, view: string, content: readonly unknown[], hold = false): void {
  const latest = useRef({ paint, content });
  const painted = useRef<{ view: string | null; content: readonly unknown[] | null }>({ view: null, content: null });
  const frame = useRef<number | null>(null);

  useLayoutEffect(() => {
    latest.current = { paint, content };
    if (painted.current.view !== view) {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      paint();
      painted.current = { view, content };
      return;
    }
    if (hold || sameItems(content, painted.current.content) || frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      // The newest drawing, not the one of the commit that asked for the frame.
      latest.current.paint();
      painted.current = { ...painted.current, content: latest.current.content };
    });
  });

  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );
}
