import { describe, expect, it } from 'vitest';
import { nodeSize } from '../model/nodes';
import type { FlowDocument } from '../model/flow-schema';
import { testEdge, testFlow, testNode, textMessage } from '../testing/flow-fixtures';
import { layoutFlow } from './layout-flow';

/** Pairs of node boxes that overlap in a laid-out flow. */
async function overlapsOf(doc: FlowDocument): Promise<string[]> {
  const { positions } = await layoutFlow(doc, { direction: 'DOWN' });
  const boxes = doc.nodes.flatMap((node) => {
    const at = positions[node.id];
    return at ? [{ id: node.id, ...at, ...nodeSize(node) }] : [];
  });
  const overlaps: string[] = [];
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlaps.push(`${a.id} ${b.id}`);
    }
  }
  return overlaps;
}

const parts = testFlow(
  [textMessage('a1'), textMessage('a2'), textMessage('a3'), testNode('CONDITION', 'c'), textMessage('yes'), textMessage('no'), textMessage('alone')],
  [testEdge('a1', 'next', 'a2'), testEdge('a2', 'next', 'a3'), testEdge('c', 'true', 'yes'), testEdge('c', 'false', 'no')],
);

describe('layout of a flow in several parts', () => {
  it('places the parts apart, each drawn downwards, before and after an edit that changes one part', async () => {
    const { positions, routes } = await layoutFlow(parts, { direction: 'DOWN' });
    expect(await overlapsOf(parts)).toEqual([]);
    expect(positions.a2!.y).toBeGreaterThan(positions.a1!.y);
    expect(positions.yes!.x).toBeLessThan(positions.no!.x);
    // Every edge is routed from where its source now is.
    expect(routes['c-true-yes']![0]!.y).toBeGreaterThan(positions.c!.y);

    // The edit joins the lone node to the chain: the chain is laid out again, the condition's part is kept.
    const edited = { ...parts, edges: [...parts.edges, testEdge('a3', 'next', 'alone')] };
    const after = await layoutFlow(edited, { direction: 'DOWN' });
    expect(await overlapsOf(edited)).toEqual([]);
    expect(after.positions.alone!.y).toBeGreaterThan(after.positions.a3!.y);
    expect(after.positions.no!.x - after.positions.yes!.x).toBe(positions.no!.x - positions.yes!.x);
    expect(after.routes['a3-next-alone']).toBeDefined();
  });
});
