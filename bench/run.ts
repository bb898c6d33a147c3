// Engine benchmarks: `npm run bench`. Prints markdown tables; nothing is asserted.
// Heap figures need `global.gc`, so without --expose-gc the script re-runs itself with it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  createFlowStore,
  dispatch,
  exportFlow,
  generateFlow,
  importFlow,
  layoutFlow,
  seededRandom,
  validateFlow,
  type FlowDocument,
  type FlowStore,
} from '../src/canvas/engine';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const SIZES = [100, 1000, 5000];
const EDITS = 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(runs: number, work: () => void): number {
  // Warm-up runs let the JIT compile the code first, as it is in a long editing session.
  for (let run = 0; run < 5; run += 1) work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

function randomEdit(store: FlowStore, random: () => number, index: number): void {
  const nodes = store.getDoc().nodes;
  const node = nodes[Math.floor(random() * nodes.length)]!;
  const roll = random();
  if (roll < 0.4) dispatch(store, 'moveNodes', { nodeIds: [node.id], delta: { x: 10, y: 5 } });
  else if (roll < 0.7 && node.kind === 'MESSAGE') dispatch(store, 'updateNodeData', { nodeId: node.id, field: 'content.text', value: `Edit ${index}` });
  else if (roll < 0.85) dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: index, y: -200 } });
  else dispatch(store, 'renameFlow', { name: `Flow ${index}` });
}

function editBench(size: number) {
  const doc = generateFlow({ nodeCount: size, seed: size });
  let clock = 0;
  // Each edit is two seconds after the last, so nothing coalesces and every edit is a step.
  const store = createFlowStore(doc, { seed: 'bench', historyLimit: EDITS, now: () => (clock += 2000) });
  const random = seededRandom(7);
  const heapBefore = heapUsed();
  const startEdits = performance.now();
  for (let index = 0; index < EDITS; index += 1) randomEdit(store, random, index);
  const editMs = performance.now() - startEdits;
  const heapAfter = heapUsed();
  const steps = store.history.getState().pastStates.length;
  const startUndo = performance.now();
  while (store.canUndo()) store.undo();
  const undoMs = performance.now() - startUndo;
  const startRedo = performance.now();
  while (store.canRedo()) store.redo();
  const redoMs = performance.now() - startRedo;
  return {
    nodes: size,
    steps,
    'edit ms/step': (editMs / EDITS).toFixed(3),
    'undo ms/step': (undoMs / steps).toFixed(3),
    'redo ms/step': (redoMs / steps).toFixed(3),
    'heap KB/step': ((heapAfter - heapBefore) / steps / 1024).toFixed(1),
  };
}

function printTable(title: string, rows: Record<string, string | number>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  console.log(`\n### ${title}\n`);
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`| ${columns.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
}

/**
 * Validation of the document a keystroke makes: one message's text changed, its branches not, so the
 * graph walk of the previous document is reused (median of 20 keystrokes, each timed on its own document).
 */
function afterTextEdit(doc: FlowDocument): number {
  const store = createFlowStore(doc, { seed: 'bench' });
  const message = doc.nodes.find((node) => node.kind === 'MESSAGE' && node.data.content.type === 'text_message');
  if (!message) throw new Error('The generated flow has no text message.');
  validateFlow(store.getDoc());
  let typed = 0;
  const samples: number[] = [];
  for (let run = 0; run < 25; run += 1) {
    dispatch(store, 'updateNodeData', { nodeId: message.id, field: 'content.text', value: `Typed ${(typed += 1)}` });
    const start = performance.now();
    validateFlow(store.getDoc());
    if (run >= 5) samples.push(performance.now() - start);
  }
  return median(samples);
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${new Date().toISOString()}`);
  printTable(
    'validateFlow (median of 20 runs; each run a document never validated before)',
    SIZES.map((size) => {
      const doc = generateFlow({ nodeCount: size, seed: size });
      // Structure problems are kept per document, so every run gets its own copy: validating the
      // same object again would time a cache hit.
      const copies = Array.from({ length: 25 }, () => structuredClone(doc));
      let next = 0;
      const ms = time(20, () => validateFlow(copies[next++]!));
      return { nodes: size, edges: doc.edges.length, ms: ms.toFixed(2), 'ms after a text edit': afterTextEdit(doc).toFixed(2), problems: validateFlow(doc).length };
    }),
  );
  printTable(`${EDITS} random edits, then undo all, then redo all`, SIZES.map(editBench));
  printTable(
    'JSON export and schema-validated import (median of 10 runs)',
    SIZES.map((size) => {
      const doc = generateFlow({ nodeCount: size, seed: size });
      const json = exportFlow(doc);
      return {
        nodes: size,
        'JSON KB': (json.length / 1024).toFixed(0),
        'export ms': time(10, () => exportFlow(doc)).toFixed(2),
        'import ms': time(10, () => importFlow(json)).toFixed(2),
      };
    }),
  );
  const layoutRows = [];
  for (const size of [100, 1000]) {
    const doc = generateFlow({ nodeCount: size, seed: size });
    await layoutFlow(doc, { direction: 'DOWN' });
    const start = performance.now();
    await layoutFlow(doc, { direction: 'DOWN' });
    layoutRows.push({ nodes: size, 'ELK layered ms': (performance.now() - start).toFixed(0) });
  }
  printTable('layoutFlow (ELK layered, direction DOWN, after one warm-up run)', layoutRows);
}

await main();
