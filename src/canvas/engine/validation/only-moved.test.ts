import { describe, expect, it } from 'vitest';
import { dispatch } from '../commands/dispatch';
import { createFlowStore } from '../store/create-flow-store';
import { generateFlow } from '../testing/generate-flow';
import { onlyMoved } from './only-moved';
import { validateFlow } from './validate-flow';

function laidOutStore() {
  const store = createFlowStore(generateFlow({ nodeCount: 40, seed: 3 }));
  const before = store.getDoc();
  const [edge] = before.edges;
  if (!edge) throw new Error('The generated flow has no edge');
  const positions = Object.fromEntries(before.nodes.map((node, index) => [node.id, { x: index * 300, y: 0 }]));
  const route = { points: [positions[edge.source]!, positions[edge.target]!], source: positions[edge.source]!, target: positions[edge.target]! };
  dispatch(store, 'autoLayout', { positions, routes: { [edge.id]: route }, direction: 'RIGHT', batch: 'test' });
  return { store, before };
}

describe('onlyMoved', () => {
  it('a layout (positions, routes, direction) leaves the problems as they were', () => {
    const { store, before } = laidOutStore();
    const after = store.getDoc();
    expect(after).not.toBe(before);
    expect(onlyMoved(before, after)).toBe(true);
    expect(validateFlow(after)).toEqual(validateFlow(before));
  });

  it('an edit of a node, an edge or the flow is not a move', () => {
    const { store, before } = laidOutStore();
    const moved = store.getDoc();
    const [node] = moved.nodes;
    store.update((state) => {
      state.doc.edges.pop();
    });
    expect(onlyMoved(moved, store.getDoc())).toBe(false);
    const restarted = { ...before, startNodeId: node?.id === before.startNodeId ? null : (node?.id ?? null) };
    expect(onlyMoved(before, restarted)).toBe(false);
    const edited = { ...before, nodes: before.nodes.map((each, index) => (index === 0 ? { ...each, data: { ...each.data } } : each)) };
    expect(onlyMoved(before, edited as typeof before)).toBe(false);
  });
});
