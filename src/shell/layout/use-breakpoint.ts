import { useSyncExternalStore } from 'react';

/** Spec §9: full and icon-bar sidebars collapse to mini below 1170 px; the sidebar overlays below 767 px. */
export const MINI_BELOW_PX = 1170;
export const OVERLAY_BELOW_PX = 767;

export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

export function breakpointOf(width: number): Breakpoint {
  if (width < OVERLAY_BELOW_PX) return 'mobile';
  if (width < MINI_BELOW_PX) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The sidebar breakpoint of the current window width; re-renders only when the breakpoint changes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(window.innerWidth),
    () => 'desktop',
  );
}
