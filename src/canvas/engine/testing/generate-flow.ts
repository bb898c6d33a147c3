import { createEmptyFlow, type FlowDocument, type FlowNode } from '../model/flow-schema';
import { createNode, nodeOutputs } from '../model/nodes';
import type { NodeDataOf, NodeKind } from '@/canvas/registry';

/**
 * Seeded pseudo-random numbers (mulberry32) so generated flows are the same on every run.
 * @example const random = seededRandom(7); random() // 0.0…1.0
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KIND_WEIGHTS: readonly [NodeKind, number][] = [
  ['MESSAGE', 40],
  ['CONDITION', 14],
  ['ARITHMETIC', 8],
  ['API', 10],
  ['FORM', 10],
  ['APP', 4],
  ['PAYMENT', 4],
  ['FLOW', 2],
  ['NOTE', 2],
  ['MESSAGE', 6],
];
const TOTAL_WEIGHT = KIND_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

function pickKind(random: () => number): NodeKind {
  let roll = random() * TOTAL_WEIGHT;
  for (const [kind, weight] of KIND_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'MESSAGE';
}

type SampleData = { [K in NodeKind]?: (id: string, index: number, random: () => number) => NodeDataOf<K> };

/** Filled-in data per kind; a kind missing here gets its default data, so new kinds need no change. */
const SAMPLE_DATA: SampleData = {
  MESSAGE: (id, index, random) => ({
    content: { type: 'text_message', text: `Hello {{name}}, step ${index}` },
    suggestions: Array.from({ length: Math.floor(random() * 3) }, (_, r) => ({
      id: `${id}-s${r}`,
      type: 'reply' as const,
      label: `Option ${r + 1}`,
      postbackData: `option_${r + 1}`,
      branch: true,
    })),
  }),
  CONDITION: () => ({ joiner: '&&', rules: [{ id: 'r1', variable: 'age', group: 'Number', operator: 'greater', values: ['18'] }] }),
  ARITHMETIC: () => ({ left: { type: 'variable', name: 'count' }, operator: '+', right: { type: 'number', value: '1' }, resultVariable: 'count' }),
  API: (_id, index) => ({
    method: 'GET',
    url: `https://api.example.com/items/{{id}}?step=${index}`,
    headers: [{ key: 'Accept', value: 'application/json' }],
    bodyType: 'raw',
    body: '',
    bodyFields: [],
    access: 'Public',
    responseMappings: [{ path: 'data.name', variable: 'name' }],
  }),
  FORM: () => ({
    fields: [
      { id: 'f1', type: 'text', label: 'Your name', required: true, variable: 'name', inputKind: 'Full Name', validator: 'Fullname', capitalisation: 'Word Start' },
    ],
  }),
  APP: (_id, index) => ({ appId: 'crm', params: [{ key: 'step', value: String(index) }] }),
  PAYMENT: (_id, index) => ({ amount: '100', currency: 'INR', description: `Order ${index}` }),
  FLOW: () => ({ flowId: 'other-flow' }),
  NOTE: (_id, index) => ({ text: `Note ${index}`, color: 'yellow' }),
};

function makeNode(kind: NodeKind, index: number, random: () => number): FlowNode {
  const id = `n${index}`;
  const sample = SAMPLE_DATA[kind] as ((id: string, index: number, random: () => number) => NodeDataOf<NodeKind>) | undefined;
  return createNode(kind, id, { x: (index % 40) * 300, y: Math.floor(index / 40) * 200 }, sample?.(id, index, random));
}

/**
 * A realistic flow of `nodeCount` nodes: a mix of every kind, each node reachable from the start,
 * replies and conditions branching. Shared by the engine benchmarks and the editor's browser benchmarks.
 * @example const doc = generateFlow({ nodeCount: 1000, seed: 42 });
 */
export function generateFlow({ nodeCount, seed = 1, id = 'generated' }: { nodeCount: number; seed?: number; id?: string }): FlowDocument {
  const random = seededRandom(seed);
  const doc = createEmptyFlow({ id, botId: 'bench-bot', name: `Generated ${nodeCount}` });
  doc.variables = ['name', 'age', 'count', 'id'].map((name) => ({ name, type: name === 'name' || name === 'id' ? 'string' : 'number', default: null }));
  const openHandles: { source: string; handle: string }[] = [];
  for (let index = 0; index < nodeCount; index += 1) {
    const kind = index === 0 ? 'MESSAGE' : openHandles.length === 0 ? 'MESSAGE' : pickKind(random);
    const node = makeNode(kind, index, random);
    doc.nodes.push(node);
    if (index > 0 && kind !== 'NOTE' && openHandles.length > 0) {
      const pick = Math.floor(random() * openHandles.length);
      const [open] = openHandles.splice(pick, 1);
      if (open) doc.edges.push({ id: `e${index}`, source: open.source, sourceHandle: open.handle, target: node.id });
    }
    for (const handle of nodeOutputs(node)) openHandles.push({ source: node.id, handle: handle.id });
  }
  doc.startNodeId = doc.nodes[0]?.id ?? null;
  return doc;
}
