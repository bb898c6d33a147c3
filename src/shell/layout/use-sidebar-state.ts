import { useCallback, useState } from 'react';
import { useBreakpoint, type Breakpoint } from './use-breakpoint';

export interface SidebarState {
  breakpoint: Breakpoint;
  /** Full (labels) rather than mini (icons); the toggle switches it. */
  expanded: boolean;
  /** The pointer is over the mini sidebar, which then shows its labels over the content. */
  peeking: boolean;
  /** Mobile only: the overlay menu is open. */
  mobileOpen: boolean;
  /** Mobile only: the top bar's search and account row is shown. */
  toolbarOpen: boolean;
  /** Whether item labels are visible right now. */
  showLabels: boolean;
  toggleExpanded: () => void;
  setPeeking: (peeking: boolean) => void;
  setMobileOpen: (open: boolean) => void;
  toggleToolbar: () => void;
}

/** Sidebar mode per spec §2: mini by default, toggled mini ↔ full, back to mini below 1170 px, overlay below 767 px. */
export function useSidebarState(): SidebarState {
  const breakpoint = useBreakpoint();
  const [expanded, setExpanded] = useState(false);
  const [peeking, setPeeking] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [toolbarOpen, setToolbarOpen] = useState(false);
  const [previous, setPrevious] = useState(breakpoint);

  // Adjusting state while rendering (not in an effect) so the collapsed sidebar is what the first frame shows.
  if (previous !== breakpoint) {
    setPrevious(breakpoint);
    if (breakpoint !== 'desktop') setExpanded(false);
    if (breakpoint !== 'mobile') {
      setMobileOpen(false);
      setToolbarOpen(false);
    }
  }

  const toggleExpanded = useCallback(() => setExpanded((value) => !value), []);
  const toggleToolbar = useCallback(() => setToolbarOpen((value) => !value), []);
  const mobile = breakpoint === 'mobile';
  const peek = !mobile && !expanded && peeking;

  return {
    breakpoint,
    expanded,
    peeking: peek,
    mobileOpen: mobile && mobileOpen,
    toolbarOpen: mobile && toolbarOpen,
    showLabels: mobile || expanded || peek,
    toggleExpanded,
    setPeeking,
    setMobileOpen,
    toggleToolbar,
  };
}
