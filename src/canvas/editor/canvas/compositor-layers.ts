// Chromium rasters the canvas in software when there is no GPU, and a large flow at editing zoom has
// hundreds of long edges crossing every tile. Without a layer of their own, each pan frame re-rasters
// the whole screen, and each drag step re-rasters every tile the dragged nodes' edges cross. While the
// view moves, the viewport is its own layer (the compositor only shifts it), and while nodes are
// pressed or dragged, their edges are (each step re-rasters those paths instead of all the others
// under them). The layers last only as long as the gesture: a layer keeps the scale it was rastered
// at, so leaving it in place would blur the canvas after a zoom.

/** Set on the canvas container while the view pans or zooms; the stylesheet promotes the viewport. */
const MOVING_ATTRIBUTE = 'data-view-moving';

/** Set on an edge's `<svg>` while it has a layer of its own; the stylesheet promotes it. */
const LAYER_ATTRIBUTE = 'data-own-layer';

/** Above this many edges a drag does without layers: each layer costs memory and compositing time. */
const MAX_PROMOTED_EDGES = 48;

export function markViewMoving(container: HTMLElement | null, moving: boolean): void {
  if (!container) return;
  if (moving) container.setAttribute(MOVING_ATTRIBUTE, '');
  else container.removeAttribute(MOVING_ATTRIBUTE);
}

export interface EdgeLayers {
  /** Gives each listed edge on screen its own layer, taking back the ones given before. */
  promote(root: ParentNode | null | undefined, edgeIds: ReadonlySet<string>): void;
  release(): void;
}

/** React Flow draws every edge in its own `<svg>`, which is what becomes the layer. */
export function createEdgeLayers(): EdgeLayers {
  let promoted: Element[] = [];
  const layers: EdgeLayers = {
    promote(root, edgeIds) {
      layers.release();
      if (!root || edgeIds.size === 0 || edgeIds.size > MAX_PROMOTED_EDGES) return;
      for (const edge of root.querySelectorAll<SVGGElement>('.react-flow__edges .react-flow__edge[data-id]')) {
        const wrapper = edge.parentElement;
        if (!wrapper || !edgeIds.has(edge.dataset.id ?? '')) continue;
        wrapper.setAttribute(LAYER_ATTRIBUTE, '');
        promoted.push(wrapper);
      }
    },
    release() {
      for (const wrapper of promoted) wrapper.removeAttribute(LAYER_ATTRIBUTE);
      promoted = [];
    },
  };
  return layers;
}
