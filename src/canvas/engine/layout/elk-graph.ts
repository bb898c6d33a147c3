import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';
import type { LayoutDirection } from '../model/flow-schema';
import type { LayoutInput } from './layout-input';

/**
 * ELK's options for every layout, measured in Node on the bench's flows (docs/performance.md,
 * sessions 10 and 31, `bench/layout/elk-options.ts`): one crossing-minimisation sweep instead of
 * seven and no model order gave the same drawing several times faster; layering by the longest path
 * from a source gives the same layers as network simplex on these flows (each step one layer below
 * the step before it) in less time. Branch order comes from the fixed port order, not the model order.
 */
export function elkRootOptions(direction: LayoutDirection): Record<string, string> {
  return {
    'elk.algorithm': 'layered',
    'elk.direction': direction,
    'elk.spacing.nodeNode': '40',
    'elk.layered.spacing.nodeNodeBetweenLayers': '80',
    'elk.separateConnectedComponents': 'true',
    'elk.spacing.componentComponent': '80',
    'elk.layered.thoroughness': '1',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.layered.layering.strategy': 'LONGEST_PATH_SOURCE',
  };
}

/**
 * ELK's graph of a layout input: layered, disconnected parts separated, each output that has an edge
 * a port on the node's output side, in handle order. An output without an edge gets no port: the
 * order of the others is all a port tells ELK (the editor draws an edge from its handle, not from
 * ELK's port), and every port costs ELK time in each phase. A node whose one edge loops back up keeps
 * its port: without one ELK would start that edge from the node's input side.
 * @example const { graph, children, edges } = elkGraphOf(input); await elk.layout(graph);
 */
export function elkGraphOf(input: LayoutInput): { graph: ElkNode; children: ElkNode[]; edges: ElkExtendedEdge[] } {
  const down = input.direction === 'DOWN';
  const side = down ? 'SOUTH' : 'EAST';
  const nodeCount = input.outputCounts.length;
  // The outputs of each node that have an edge (a node has a few at most).
  const connected: number[][] = Array.from({ length: nodeCount }, () => []);
  for (let at = 0; at + 2 < input.edges.length; at += 3) {
    const outputs = connected[input.edges[at] ?? 0];
    const output = input.edges[at + 1] ?? 0;
    if (outputs && !outputs.includes(output)) outputs.push(output);
  }
  const children: ElkNode[] = [];
  for (let index = 0; index < nodeCount; index += 1) {
    const outputs = (connected[index] ?? []).sort((a, b) => a - b);
    const width = input.sizes[index * 2] ?? 0;
    const height = input.sizes[index * 2 + 1] ?? 0;
    if (outputs.length === 0) {
      children.push({ id: `n${index}`, width, height });
      continue;
    }
    // ELK numbers FIXED_ORDER ports clockwise, so south-side ports count from the right.
    const ports: ElkPort[] = outputs.map((output, at) => ({
      id: `p${index}.${output}`,
      width: 1,
      height: 1,
      layoutOptions: { 'elk.port.side': side, 'elk.port.index': String(down ? outputs.length - 1 - at : at) },
    }));
    children.push({ id: `n${index}`, width, height, ports, layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' } });
  }
  const edges: ElkExtendedEdge[] = [];
  for (let at = 0; at + 2 < input.edges.length; at += 3) {
    const source = input.edges[at] ?? 0;
    edges.push({ id: `e${at / 3}`, sources: [`p${source}.${input.edges[at + 1]}`], targets: [`n${input.edges[at + 2]}`] });
  }
  const graph: ElkNode = { id: 'root', layoutOptions: elkRootOptions(input.direction), children, edges };
  return { graph, children, edges };
}
