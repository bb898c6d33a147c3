/** Node count of a bench page, from `?nodes=`; 1,000 when absent or not a positive number. */
export function benchNodeCount(search: string): number {
  const value = Number(new URLSearchParams(search).get('nodes'));
  return Number.isInteger(value) && value > 0 ? value : 1000;
}

/** Marks the first frame in which React Flow shows nodes, for time-to-render measurements. */
export function markWhenRendered(markName = 'canvas-rendered'): void {
  const check = () => {
    if (document.querySelector('.react-flow__node')) performance.mark(markName);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
