import { useCallback, useState } from 'react';

/**
 * How much a drawing `width` px wide is scaled down to fit the element the ref is on (never up), so a
 * box narrower than the phone shows the whole phone smaller instead of cutting its right edge off.
 * Without ResizeObserver (jsdom) it stays 1.
 */
export function useFitScale(width: number): [(element: HTMLElement | null) => void, number] {
  const [scale, setScale] = useState(1);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(([entry]) => {
        const available = entry?.contentRect.width ?? width;
        setScale(available > 0 ? Math.min(1, available / width) : 1);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, scale];
}
