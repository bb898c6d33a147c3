import { createContext, useContext } from 'react';
import type { CanvasOverlay } from './canvas-types';

export const NO_OVERLAY: CanvasOverlay = {};

/** The page's overlay, apart from the editor context so that a moving simulator re-renders only the canvas. */
export const CanvasOverlayContext = createContext<CanvasOverlay>(NO_OVERLAY);

export const useCanvasOverlay = () => useContext(CanvasOverlayContext);
