const attribute = (id: string) => `.react-flow__node[data-id="${id.replace(/["\\]/g, '\\$&')}"]`;

/**
 * Marks the nodes the simulated conversation went through, and the one executing now, on the
 * canvas. The editor has no highlight input yet, so this styles React Flow's node wrappers by
 * their `data-id` from outside; it needs nothing from the document.
 */
export function PathHighlight({ path, current }: { path: readonly string[]; current: string | null }) {
  if (path.length === 0 && !current) return null;
  const visited = path.map(attribute).join(',');
  const css = [
    visited ? `${visited}{outline:2px dashed var(--color-info);outline-offset:3px;border-radius:0.5rem}` : '',
    current ? `${attribute(current)}{outline:3px solid var(--color-primary);outline-offset:3px;border-radius:0.5rem}` : '',
  ].join('');
  return <style data-testid="simulator-highlight">{css}</style>;
}
