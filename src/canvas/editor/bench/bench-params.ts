/** Node count of a bench page, from `?nodes=`; 1,000 when absent or not a positive number. */
export function benchNodeCount(search: string): number {
  const value = Number(new URLSearchParams(search).get('nodes'));
  return Number.isInteger(value) && value > 0 ? value : 1000;
}

const INITIAL_TRANSFORM = /^translate\(0px, 0px\) scale\(1\)$/;

/** True when the viewport has left React Flow's initial `translate(0, 0) scale(1)`: the view is fitted. */
function viewportFitted(): boolean {
  const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
  return viewport !== null && viewport.style.transform !== '' && !INITIAL_TRANSFORM.test(viewport.style.transform);
}

/**
 * True when what is on screen is drawn: the editor's overview canvas (drawn in the same commit that
 * mounts it), or node elements none of which React Flow still hides for want of a size.
 */
function nodesDrawn(): boolean {
  if (document.querySelector('[data-testid="canvas-overview"]')) return true;
  const nodes = document.querySelectorAll<HTMLElement>('.react-flow__node');
  if (nodes.length === 0) return false;
  for (const node of nodes) if (node.style.visibility === 'hidden') return false;
  return true;
}

/**
 * Marks the first frame in which the page shows the flow at fit view with every node on screen
 * drawn: the time from opening to all visible nodes rendered. The same check runs on both pages.
 */
export function markWhenRendered(markName = 'canvas-rendered'): void {
  const check = () => {
    if (viewportFitted() && nodesDrawn()) performance.mark(markName);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
