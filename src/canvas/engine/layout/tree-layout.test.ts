import { describe, expect, it } from 'vitest';
import { generateFlow } from '../testing/generate-flow';
import { componentsOf } from './layout-components';
import { layoutPlanOf } from './layout-input';
import { treeLayout } from './tree-layout';

/** The bench's kind of flow: one tree of a few hundred nodes (and a few lone notes), as the tree pass draws its big part. */
function bigTree(direction: 'DOWN' | 'RIGHT') {
  const input = layoutPlanOf(generateFlow({ nodeCount: 400, seed: 5 }), { direction })?.input;
  const part = input ? componentsOf(input).sort((a, b) => b.nodes.length - a.nodes.length)[0] : undefined;
  if (!part) throw new Error('Nothing to lay out');
  return part.input;
}

describe('tree layout', () => {
  for (const direction of ['DOWN', 'RIGHT'] as const) {
    it(`draws every branch after its node, in handle order, without two nodes overlapping (${direction})`, () => {
      const input = bigTree(direction);
      const layout = treeLayout(input);
      expect(layout).not.toBeNull();
      const { positions } = layout!;
      const [along, across] = direction === 'DOWN' ? [1, 0] : [0, 1];
      const box = (node: number) => ({ x: positions[node * 2]!, y: positions[node * 2 + 1]!, width: input.sizes[node * 2]!, height: input.sizes[node * 2 + 1]! });
      const nodeCount = input.outputCounts.length;
      let overlaps = 0;
      for (let a = 0; a < nodeCount; a += 1) {
        for (let b = a + 1; b < nodeCount; b += 1) {
          const [p, q] = [box(a), box(b)];
          if (p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height) overlaps += 1;
        }
      }
      expect(overlaps).toBe(0);
      const branches = new Map<number, number[]>();
      for (let at = 0; at < input.edges.length; at += 3) {
        const [source, output, target] = [input.edges[at]!, input.edges[at + 1]!, input.edges[at + 2]!];
        // The edge's target starts past the end of its source along the layers.
        expect(positions[target * 2 + along]!).toBeGreaterThan(positions[source * 2 + along]! + input.sizes[source * 2 + along]!);
        const list = branches.get(source) ?? [];
        list[output] = target;
        branches.set(source, list);
      }
      let flips = 0;
      for (const list of branches.values()) {
        const drawn = list.filter((target) => target !== undefined);
        for (let at = 1; at < drawn.length; at += 1) if (positions[drawn[at]! * 2 + across]! <= positions[drawn[at - 1]! * 2 + across]!) flips += 1;
      }
      expect(flips).toBe(0);
      expect([...branches.values()].some((list) => list.filter((target) => target !== undefined).length > 1)).toBe(true);
    });
  }

  it('leaves a part that is not a tree to ELK', () => {
    // Two steps that both lead to a third: a merge.
    const merge = { direction: 'DOWN' as const, anchor: { x: 0, y: 0 }, sizes: new Float64Array(8).fill(100), outputCounts: new Uint16Array([2, 1, 1, 0]), edges: Uint32Array.from([0, 0, 1, 0, 1, 2, 1, 0, 3, 2, 0, 3]) };
    expect(treeLayout(merge)).toBeNull();
  });
});
