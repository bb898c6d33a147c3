// ELK alone on the browser bench's flow, option by option: `npx tsx bench/layout/elk-options.ts [sizes] [variants]`,
// e.g. `… 1000,5000 base,linear`. Prints each variant's ELK time (every run, alternated between variants
// so they share the machine's load) beside what the layout looks like (layout-quality.ts). Nothing is asserted.
import { loadavg } from 'node:os';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { generateFlow } from '../../src/canvas/engine/testing/generate-flow';
import { layoutPlanOf, type LayoutInput } from '../../src/canvas/engine/layout/layout-input';
import { elkGraphOf } from '../../src/canvas/engine/layout/elk-graph';
import { componentsOf } from '../../src/canvas/engine/layout/layout-components';
import { treeLayout } from '../../src/canvas/engine/layout/tree-layout';
import { layoutQuality, type LayoutQuality } from './layout-quality';

/** Options laid over the editor's own (layout-flow.ts), by name. */
const VARIANTS: Record<string, Record<string, string>> = {
  base: {},
  linear: { 'elk.layered.nodePlacement.strategy': 'LINEAR_SEGMENTS' },
  simple: { 'elk.layered.nodePlacement.strategy': 'SIMPLE' },
  simplex: { 'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX' },
  bkBalanced: { 'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED' },
  bkLeftUp: { 'elk.layered.nodePlacement.bk.fixedAlignment': 'LEFTUP' },
  networkSimplexLayers: { 'elk.layered.layering.strategy': 'NETWORK_SIMPLEX' },
  longestPath: { 'elk.layered.layering.strategy': 'LONGEST_PATH' },
  noCrossingMin: { 'elk.layered.crossingMinimization.strategy': 'NONE' },
  noGreedySwitch: { 'elk.layered.crossingMinimization.greedySwitch.type': 'OFF' },
  polyline: { 'elk.edgeRouting': 'POLYLINE' },
  splines: { 'elk.edgeRouting': 'SPLINES' },
  mergeEdges: { 'elk.layered.mergeEdges': 'true' },
  oneComponent: { 'elk.separateConnectedComponents': 'false' },
  compaction: { 'elk.layered.compaction.postCompaction.strategy': 'EDGE_LENGTH' },
  modelOrder: { 'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES' },
  modelOrderNodes: { 'elk.layered.considerModelOrder.strategy': 'PREFER_NODES', 'elk.layered.crossingMinimization.forceNodeModelOrder': 'true' },
  mrtree: { 'elk.algorithm': 'mrtree', 'elk.mrtree.edgeRoutingMode': 'AVOID_OVERLAP', 'elk.mrtree.weighting': 'MODEL_ORDER' },
  // Not ELK: the editor's own pass for parts that are trees (tree-layout.ts), timed and weighed alike.
  tree: {},
};

const FLOWS = (process.argv[2] ?? '1000,5000').split(',').map(Number);
const CHOSEN = process.argv[3] ? process.argv[3].split(',') : Object.keys(VARIANTS);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const elk = new ELK();

/**
 * ELK's run on the input with `options` over the editor's. Timed in CPU time of this process (ELK
 * runs on its thread): on a machine shared with other work the wall time mostly measures the wait for a core.
 */
async function run(input: LayoutInput, options: Record<string, string>, name: string): Promise<{ ms: number; quality: () => LayoutQuality }> {
  if (name === 'tree') return runTree(input);
  const { graph, children, edges } = elkGraphOf(input);
  graph.layoutOptions = { ...graph.layoutOptions, ...options };
  const started = process.cpuUsage();
  await elk.layout(graph);
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, quality: () => layoutQuality(input, children, edges) };
}

/**
 * The tree pass over each part that is a tree (parts that are not go to ELK as the editor sends them);
 * the parts side by side in a row for the quality figures, which weigh each part's drawing.
 */
async function runTree(input: LayoutInput): Promise<{ ms: number; quality: () => LayoutQuality }> {
  const started = process.cpuUsage();
  const parts = componentsOf(input).map((part) => ({ part, layout: treeLayout(part.input) }));
  const used = process.cpuUsage(started);
  const children: ElkNode[] = [];
  const edges: ElkExtendedEdge[] = [];
  let left = 0;
  for (const { part, layout } of parts) {
    if (!layout) throw new Error(`A part of ${part.nodes.length} nodes is not a tree`);
    part.nodes.forEach((node, local) => (children[node] = { id: `n${node}`, x: left + layout.positions[local * 2]!, y: layout.positions[local * 2 + 1]!, width: part.input.sizes[local * 2]!, height: part.input.sizes[local * 2 + 1]! }));
    part.edges.forEach((edge, local) => {
      const points: { x: number; y: number }[] = [];
      for (let at = layout.routeStarts[local]!; at < layout.routeStarts[local + 1]!; at += 2) points.push({ x: left + layout.routes[at]!, y: layout.routes[at + 1]! });
      edges[edge] = { id: `e${edge}`, sources: [], targets: [], sections: [{ id: 's', startPoint: points[0]!, endPoint: points[points.length - 1]!, bendPoints: points.slice(1, -1) }] };
    });
    left += layout.width + 80;
  }
  return { ms: (used.user + used.system) / 1000, quality: () => layoutQuality(input, children, edges) };
}

/** The flow as the bench opens it, and after its edit (its last edge removed), as the browser bench lays them out. */
function inputsOf(nodeCount: number): [string, LayoutInput][] {
  const doc = generateFlow({ nodeCount, seed: 1 });
  const opened = layoutPlanOf(doc, { direction: 'DOWN' });
  doc.edges.pop();
  const edited = layoutPlanOf(doc, { direction: 'DOWN' });
  if (!opened || !edited) throw new Error('Nothing to lay out');
  return [['as opened', opened.input], ['after an edit', edited.input]];
}

// ELK's first runs compile its code: warm it up on the smaller flow first, as the worker does.
for (let warm = 0; warm < 3; warm += 1) await run(inputsOf(300)[0]![1], {}, 'base');
console.log(`load before: ${load()}`);
for (const nodeCount of FLOWS) {
  for (const [state, input] of inputsOf(nodeCount)) {
    const times = new Map<string, number[]>(CHOSEN.map((name) => [name, []]));
    const qualities = new Map<string, LayoutQuality>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of CHOSEN) {
        const { ms, quality } = await run(input, VARIANTS[name] ?? {}, name);
        times.get(name)?.push(ms);
        if (!qualities.has(name)) qualities.set(name, quality());
      }
    }
    console.log(`\n### ${nodeCount} nodes, ${state} (${ROUNDS} rounds alternated, load after: ${load()})\n`);
    console.log('| variant | ELK CPU ms (each run) | median | overlaps | crossings | edge length (px) | bends | branch order flips | width × height (px) |\n|---|---|---|---|---|---|---|---|---|');
    for (const name of CHOSEN) {
      const list = times.get(name) ?? [];
      const median = [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
      const q = qualities.get(name);
      if (!q) continue;
      console.log(`| ${name} | ${list.map((ms) => ms.toFixed(0)).join(', ')} | ${median.toFixed(0)} | ${q.overlaps} | ${q.crossings} | ${q.edgeLength.toFixed(0)} | ${q.bends} | ${q.branchOrderFlips} | ${q.width.toFixed(0)} × ${q.height.toFixed(0)} |`);
    }
  }
}
