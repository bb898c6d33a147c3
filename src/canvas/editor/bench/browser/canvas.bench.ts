// Browser benchmark of the canvas: `npm run bench:browser`. Builds the bench pages, serves them,
// drives Chromium through Playwright and prints the editor beside bare React Flow. Nothing is asserted.
// Opening is timed by the pages themselves (`markWhenRendered` in bench-params.ts): fit view reached
// and every node on screen drawn.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { TRACE_CATEGORIES, tracedTasks, type TracedTask } from './trace-tasks';

const CONFIG = fileURLToPath(new URL('../vite.bench.config.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const VITE = `${ROOT}node_modules/vite/bin/vite.js`;
// BENCH_PORT lets benches of several checkouts run side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4317);
const SIZES = [1000, 5000];
const PAGES = ['editor', 'bare'] as const;
const MOVES = 60;
// `npm run bench:browser -- layout` runs only the auto-layout part, `-- interaction` only opening, drag and pan.
const PARTS = process.argv.slice(2).length > 0 ? new Set(process.argv.slice(2)) : new Set(['interaction', 'layout']);
// BENCH_TRACE=dir records a Chrome trace of each layout click into dir and prints its longest tasks,
// under 50 ms too (tracing adds its own cost: the times of a traced run are not the targets').
// BENCH_PROFILE=1 adds V8's sampling profile of each click (a .cpuprofile beside the trace; it
// lengthens every task further). CANVAS_BENCH_MINIFY=0 keeps the functions' names in both.
const TRACE_DIR = process.env.BENCH_TRACE;
const PROFILE = TRACE_DIR !== undefined && process.env.BENCH_PROFILE === '1';

interface Sample {
  renderMs: number;
  drag: Gesture;
  pan: Gesture;
}

interface Gesture {
  p50: number;
  p95: number;
  msPerMove: number;
  longTaskMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The bench server did not start at ${url}`);
}

// The recorders are page scripts given as text: tsx would otherwise wrap functions in helpers
// (`__name`) that do not exist inside the page.
const START_RECORDING = `(() => {
  const state = { frames: [], longTasks: 0, running: true, last: performance.now() };
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) state.longTasks += entry.duration; });
  observer.observe({ type: 'longtask' });
  const tick = (now) => {
    state.frames.push(now - state.last);
    state.last = now;
    if (state.running) requestAnimationFrame(tick); else observer.disconnect();
  };
  requestAnimationFrame(tick);
  globalThis.benchRecording = state;
})()`;

const STOP_RECORDING = `(() => {
  const state = globalThis.benchRecording;
  if (!state) return { frames: [], longTasks: 0 };
  state.running = false;
  return { frames: state.frames.slice(1), longTasks: state.longTasks };
})()`;

async function gesture(page: Page, from: { x: number; y: number }, hold?: string): Promise<Gesture> {
  await page.evaluate(START_RECORDING);
  if (hold) await page.keyboard.down(hold);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const started = performance.now();
  for (let step = 1; step <= MOVES; step += 1) await page.mouse.move(from.x + step * 3, from.y + step * 2);
  const msPerMove = (performance.now() - started) / MOVES;
  await page.mouse.up();
  if (hold) await page.keyboard.up(hold);
  await settled(page);
  const { frames, longTasks } = await page.evaluate<{ frames: number[]; longTasks: number }>(STOP_RECORDING);
  return { p50: percentile(frames, 50), p95: percentile(frames, 95), msPerMove, longTaskMs: longTasks };
}

/**
 * The point nearest `from` where the pointer lands on the bare pane. At editing zoom hundreds of edges
 * cross the screen, and a press on an edge (or a node) does not pan: started on one, the pan gesture
 * would time a pointer that moves nothing.
 */
async function emptyPanePoint(page: Page, from: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const found = await page.evaluate<{ x: number; y: number } | null>(`(() => {
    for (let radius = 0; radius < 400; radius += 8) {
      for (let angle = 0; angle < 360; angle += radius === 0 ? 360 : 15) {
        const x = ${from.x} + radius * Math.cos((angle * Math.PI) / 180);
        const y = ${from.y} + radius * Math.sin((angle * Math.PI) / 180);
        if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
      }
    }
    return null;
  })()`);
  if (!found) throw new Error('No empty pane point to pan from');
  return found;
}

/** Waits until the React Flow viewport has kept the same transform for a few frames (zoom and drag have settled). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(`new Promise((resolve) => {
    const viewport = document.querySelector('.react-flow__viewport');
    let last = viewport ? viewport.style.transform : '';
    let still = 0;
    const tick = () => {
      const now = viewport ? viewport.style.transform : '';
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= 3) resolve(true); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
}

/** Waits until the page has run no task over 50 ms for half a second. */
async function mainThreadQuiet(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    let last = performance.now();
    new PerformanceObserver((list) => { if (list.getEntries().length > 0) last = performance.now(); }).observe({ type: 'longtask' });
    const check = () => (performance.now() - last >= 500 ? resolve(true) : setTimeout(check, 100));
    setTimeout(check, 100);
  })`);
}

async function measure(page: Page, name: (typeof PAGES)[number], nodes: number): Promise<Sample> {
  await page.goto(`http://localhost:${PORT}/src/canvas/editor/bench/pages/${name}.html?nodes=${nodes}`);
  await page.waitForFunction("performance.getEntriesByName('canvas-rendered').length > 0", undefined, { timeout: 120_000 });
  const renderMs = await page.evaluate<number>("performance.getEntriesByName('canvas-rendered')[0].startTime");
  const pane = await page.locator('.react-flow__pane').boundingBox();
  if (!pane) throw new Error('No React Flow pane');
  const centre = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
  // Zoom in to an editing scale around the middle of the fitted flow, as an author works, then drag a
  // node and pan. Both pages are fitted to the same graph, so the pane centre is the same place in it.
  const nodeElements = page.locator('.react-flow__node');
  await page.mouse.move(centre.x, centre.y);
  for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, -400);
  await settled(page);
  const target = await nodeElements.evaluateAll(
    (elements, area) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .find((rect) => rect.left > area.x && rect.top > area.y && rect.right < area.x + area.width && rect.bottom < area.y + area.height),
    pane,
  );
  const drag = await gesture(page, target ? { x: target.left + target.width / 2, y: target.top + 12 } : centre);
  const viewport = page.locator('.react-flow__viewport');
  const before = await viewport.getAttribute('style');
  const pan = await gesture(page, await emptyPanePoint(page, centre), 'Space');
  if ((await viewport.getAttribute('style')) === before) throw new Error(`The pan gesture did not move the ${name} page's viewport`);
  return { renderMs, drag, pan };
}

interface LayoutSample {
  /** From the click to "Layout applied", as Playwright sees them (as in earlier sessions' tables). */
  totalMs: number;
  /** The same inside the page: from the pointer's press on the button to the announcement's change. */
  pageMs: number;
  longestTaskMs: number;
  tasksOver50: number;
  /** Long tasks (start ms after the click, duration), in order. */
  tasks: { at: number; ms: number }[];
  /** The layout's phases as the page measured them (`layout:*` measures): total ms and how many. */
  phases: { name: string; ms: number; count: number }[];
  /** Animation-frame callbacks (the overview's painting, mostly) from the answer's arrival to "Layout applied". */
  frames: { ms: number; count: number };
  /** Store write and re-render of each part, in order. */
  parts: number[];
  /** With BENCH_TRACE: the longest main-thread tasks from the click until fitted, any length: three by wall time, then three by CPU time. */
  traced: TracedTask[];
  /** When the warmed worker was ready, ms after the page started loading, and its start-up phases. */
  workerReadyMs: number;
  workerBootMs: number;
  workerWarmUpMs: number;
  /** When the worker held the layout of the flow as opened, ms after the page started loading (NaN: not prepared). */
  preparedMs: number;
}

/** Times every animation-frame callback of the page (the overview paints in one), for the phase table. */
const TIME_FRAMES = `(() => {
  const original = window.requestAnimationFrame.bind(window);
  globalThis.benchFrameCallbacks = [];
  window.requestAnimationFrame = (callback) => original((time) => {
    const start = performance.now();
    try { callback(time); } finally { globalThis.benchFrameCallbacks.push({ start, ms: performance.now() - start }); }
  });
})()`;

const READ_PHASES = (clicked: number, applied: number) => `(() => {
  const measures = performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('layout:') && !entry.name.startsWith('layout:worker') && entry.startTime >= ${clicked} - 1 && entry.startTime <= ${applied});
  const phases = new Map();
  for (const entry of measures) {
    const phase = phases.get(entry.name) ?? { name: entry.name, ms: 0, count: 0 };
    phase.ms += entry.duration;
    phase.count += 1;
    phases.set(entry.name, phase);
  }
  const stores = measures.filter((entry) => entry.name === 'layout:store');
  const renders = measures.filter((entry) => entry.name === 'layout:render');
  const unpacked = measures.find((entry) => entry.name === 'layout:unpack');
  const after = unpacked ? unpacked.startTime + unpacked.duration : ${applied};
  const frames = globalThis.benchFrameCallbacks.filter((frame) => frame.start >= after && frame.start <= ${applied});
  return {
    phases: [...phases.values()],
    parts: stores.map((store, index) => store.duration + (renders[index]?.duration ?? 0)),
    frames: { ms: frames.reduce((sum, frame) => sum + frame.ms, 0), count: frames.length },
  };
})()`;

const READ_WORKER_READY = `(() => {
  const duration = (name) => performance.getEntriesByName(name)[0]?.duration ?? NaN;
  return { workerReadyMs: performance.getEntriesByName('layout:worker-ready')[0]?.startTime ?? NaN, workerBootMs: duration('layout:worker-boot'), workerWarmUpMs: duration('layout:worker-warm-up'), preparedMs: performance.getEntriesByName('layout:worker-prepared')[0]?.startTime ?? NaN };
})()`;

/**
 * Opens the editor on a generated flow and waits until an author would click Auto-layout: the
 * opening's work is over and the editor has warmed its layout worker (it starts once the page is idle
 * after opening), as an author's first click comes some seconds after opening; when that was is printed too.
 */
async function openForLayout(page: Page, nodes: number): Promise<Pick<LayoutSample, 'workerReadyMs' | 'workerBootMs' | 'workerWarmUpMs' | 'preparedMs'>> {
  await page.addInitScript(TIME_FRAMES);
  await page.goto(`http://localhost:${PORT}/src/canvas/editor/bench/pages/editor.html?nodes=${nodes}`);
  await page.waitForFunction("performance.getEntriesByName('canvas-rendered').length > 0", undefined, { timeout: 120_000 });
  await settled(page);
  // Opening validates and measures after the first frame: the click waits until that is over.
  await mainThreadQuiet(page);
  await page.waitForFunction("performance.getEntriesByName('layout:worker-ready').length > 0", undefined, { timeout: 120_000 });
  // An author looks at the flow before laying it out: the click waits until the worker has laid out
  // the flow as opened (the editor does that for flows up to 2,000 nodes), or 10 s at most.
  await page.waitForFunction("performance.getEntriesByName('layout:worker-prepared').length > 0", undefined, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate<{ workerReadyMs: number; workerBootMs: number; workerWarmUpMs: number; preparedMs: number }>(READ_WORKER_READY);
}

/**
 * Clicks Auto-layout and records every main-thread task over 50 ms until the layout is applied and
 * the view has been fitted: the issue asks for none while a layout runs.
 */
async function measureLayout(page: Page, ready: Pick<LayoutSample, 'workerReadyMs' | 'workerBootMs' | 'workerWarmUpMs' | 'preparedMs'>, traceName: string): Promise<LayoutSample> {
  const browser = page.context().browser();
  const profiler = PROFILE ? await page.context().newCDPSession(page) : null;
  if (TRACE_DIR && browser) {
    mkdirSync(TRACE_DIR, { recursive: true });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  }
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await page.evaluate(`(() => {
    const state = { tasks: [] };
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) state.tasks.push({ start: entry.startTime, ms: entry.duration }); }).observe({ type: 'longtask' });
    globalThis.benchLayout = state;
  })()`);
  // Playwright's click and its polling for the announcement add their own delays (its waits poll
  // up to 500 ms apart): the page also notes when the button was pressed and when the text changed.
  await page.evaluate(`(() => {
    const marks = {};
    document.addEventListener('pointerdown', (event) => { marks.pressed ??= event.timeStamp; }, { capture: true, once: true });
    const announcer = document.querySelector('[data-testid="announcer"]');
    new MutationObserver((records, observer) => { if (announcer.textContent.includes('Layout applied')) { marks.applied ??= performance.now(); observer.disconnect(); } }).observe(announcer, { childList: true, subtree: true, characterData: true });
    globalThis.benchLayoutMarks = marks;
  })()`);
  const clicked = await page.evaluate<number>("performance.mark('bench-click').startTime");
  await page.getByTestId('toolbar-autoLayout').click();
  // Each announcement is a new element, so a second "Layout applied" is seen as it is made.
  await page.waitForFunction('globalThis.benchLayoutMarks.applied !== undefined', undefined, { timeout: 600_000 });
  const applied = await page.evaluate<number>('performance.now()');
  const marks = await page.evaluate<{ pressed: number; applied: number }>('globalThis.benchLayoutMarks');
  const { phases, parts, frames } = await page.evaluate<Pick<LayoutSample, 'phases' | 'parts' | 'frames'>>(READ_PHASES(marks.pressed, marks.applied));
  // The fit view and the validation that follow the layout count too.
  await settled(page);
  await mainThreadQuiet(page);
  const tasks = (await page.evaluate<{ start: number; ms: number }[]>('globalThis.benchLayout.tasks')).filter((task) => task.start >= clicked);
  let traced: TracedTask[] = [];
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(`${TRACE_DIR}/${traceName}.cpuprofile`, JSON.stringify(profile));
    await profiler.detach();
  }
  if (TRACE_DIR && browser) {
    const trace = await browser.stopTracing();
    writeFileSync(`${TRACE_DIR}/${traceName}.json`, trace);
    const events = JSON.parse(trace.toString()) as Parameters<typeof tracedTasks>[0];
    traced = [...tracedTasks(events, 'bench-click', 3), ...tracedTasks(events, 'bench-click', 3, 'cpu')];
  }
  return {
    totalMs: applied - clicked,
    pageMs: marks.applied - marks.pressed,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.ms)),
    tasksOver50: tasks.length,
    tasks: tasks.map((task) => ({ at: Math.round(task.start - clicked), ms: Math.round(task.ms) })),
    phases,
    frames,
    parts,
    traced,
    ...ready,
  };
}

function row(label: string, editor: number, bare: number): string {
  const ratio = bare > 0 ? (editor / bare).toFixed(2) : '–';
  return `| ${label} | ${editor.toFixed(1)} | ${bare.toFixed(1)} | ${ratio} |`;
}

/** Issue #17's targets, as ratios to bare React Flow per size (opening, and a drag's or a pan's time per pointer move). */
const INTERACTION_TARGETS: Record<number, { open: number; move: number }> = { 1000: { open: 1.0, move: 1.25 }, 5000: { open: 0.5, move: 0.6 } };
/** Click to "Layout applied", as opened and after an edit; no main-thread task over 50 ms on the way (issue #17). */
const LAYOUT_TARGET_MS: Record<number, number> = { 1000: 800, 5000: 5000 };

interface Verdict {
  target: string;
  value: string;
  met: boolean;
}

function printVerdicts(verdicts: readonly Verdict[]): void {
  if (verdicts.length === 0) return;
  console.log('\n### Against the targets\n\n| target | this run | met |\n|---|---|---|');
  for (const verdict of verdicts) console.log(`| ${verdict.target} | ${verdict.value} | ${verdict.met ? 'met' : '**missed**'} |`);
  const missed = verdicts.filter((verdict) => !verdict.met).length;
  console.log(`\n${missed === 0 ? 'Every target met.' : `${missed} of ${verdicts.length} targets missed.`}`);
}

function interactionVerdicts(nodes: number, editor: Sample, bare: Sample): Verdict[] {
  const target = INTERACTION_TARGETS[nodes];
  if (!target) return [];
  const ratio = (a: number, b: number) => a / b;
  const verdict = (name: string, value: number, limit: number): Verdict => ({ target: `${nodes} nodes: ${name} ≤ ${limit}× bare React Flow`, value: `${value.toFixed(2)}×`, met: value <= limit });
  return [
    verdict('opening', ratio(editor.renderMs, bare.renderMs), target.open),
    verdict('drag per pointer move', ratio(editor.drag.msPerMove, bare.drag.msPerMove), target.move),
    verdict('pan per pointer move', ratio(editor.pan.msPerMove, bare.pan.msPerMove), target.move),
  ];
}

function layoutVerdicts(nodes: number, click: string, layout: LayoutSample): Verdict[] {
  const limit = LAYOUT_TARGET_MS[nodes];
  return [
    ...(limit === undefined ? [] : [{ target: `${nodes}-node layout ${click}: click to applied ≤ ${limit} ms`, value: `${layout.totalMs.toFixed(0)} ms`, met: layout.totalMs <= limit }]),
    { target: `${nodes}-node layout ${click}: no main-thread task over 50 ms`, value: layout.tasksOver50 === 0 ? 'none' : `${layout.tasksOver50}, longest ${layout.longestTaskMs.toFixed(0)} ms`, met: layout.tasksOver50 === 0 },
  ];
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [VITE, 'build', '--config', CONFIG, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const server: ChildProcess = spawn(process.execPath, [VITE, 'preview', '--config', CONFIG, '--port', String(PORT), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
  try {
    await waitForServer(`http://localhost:${PORT}/src/canvas/editor/bench/pages/bare.html`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const verdicts: Verdict[] = [];
    for (const nodes of PARTS.has('interaction') ? SIZES : []) {
      const results: Partial<Record<(typeof PAGES)[number], Sample>> = {};
      for (const name of PAGES) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        results[name] = await measure(page, name, nodes);
        await page.close();
      }
      const { editor, bare } = results as Record<(typeof PAGES)[number], Sample>;
      console.log(`\n### ${nodes} nodes\n\n| metric (ms) | editor | bare React Flow | ratio |\n|---|---|---|---|`);
      console.log(row('time to all visible nodes rendered', editor.renderMs, bare.renderMs));
      for (const kind of ['drag', 'pan'] as const) {
        console.log(row(`${kind} frame p50`, editor[kind].p50, bare[kind].p50));
        console.log(row(`${kind} frame p95`, editor[kind].p95, bare[kind].p95));
        console.log(row(`${kind} per pointer move`, editor[kind].msPerMove, bare[kind].msPerMove));
        console.log(row(`${kind} long tasks total`, editor[kind].longTaskMs, bare[kind].longTaskMs));
      }
      verdicts.push(...interactionVerdicts(nodes, editor, bare));
    }
    if (PARTS.has('layout')) verdicts.push(...(await layoutTable(browser)));
    await browser.close();
    printVerdicts(verdicts);
  } finally {
    server.kill();
  }
}

/** Removes one edge, as an author's edit would, so the next layout cannot be the one prepared while idle. */
const EDIT_ONE_EDGE = `globalThis.benchStore.update((state) => { state.doc.edges.pop(); })`;

/** Prints the layout table and where each click's time went; answers its verdicts. */
async function layoutTable(browser: Browser): Promise<Verdict[]> {
  const samples: [string, LayoutSample][] = [];
  const verdicts: Verdict[] = [];
  console.log('\n### Auto-layout (editor only): main-thread tasks over 50 ms from the click until the layout is applied and fitted\n');
  console.log('Each flow is laid out twice in one page: once as opened, then right after an edit (one edge removed), which ELK must lay out afresh.\n');
  console.log('| nodes | click | answer prepared while idle | click to "Layout applied" (ms) | the same in the page (ms) | tasks over 50 ms | longest task (ms) | tasks (ms after click: duration) |\n|---|---|---|---|---|---|---|---|');
  for (const nodes of SIZES) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const ready = await openForLayout(page, nodes);
    const clicks: [string, LayoutSample][] = [['as opened', await measureLayout(page, ready, `layout-${nodes}-opened`)]];
    await page.evaluate(EDIT_ONE_EDGE);
    clicks.push(['after an edit', await measureLayout(page, ready, `layout-${nodes}-edited`)]);
    await page.close();
    for (const [click, layout] of clicks) {
      samples.push([`${nodes}-node layout ${click}`, layout]);
      verdicts.push(...layoutVerdicts(nodes, click, layout));
      const tasks = layout.tasks.map((task) => `${task.at}: ${task.ms}`).join(', ') || 'none';
      const reused = layout.phases.some((phase) => phase.name === 'layout:reused') ? 'yes' : 'no';
      console.log(`| ${nodes} | ${click} | ${reused} | ${layout.totalMs.toFixed(0)} | ${layout.pageMs.toFixed(0)} | ${layout.tasksOver50} | ${layout.longestTaskMs.toFixed(0)} | ${tasks} |`);
    }
  }
  for (const [label, layout] of samples) {
    console.log(`\n#### Where the ${label}'s ${layout.pageMs.toFixed(0)} ms in the page went (phases in order; worker phases run while the page is free)\n`);
    console.log('| phase | ms | share | times |\n|---|---|---|---|');
    let accounted = 0;
    const line = (name: string, ms: number, count: number) => console.log(`| ${name} | ${ms.toFixed(1)} | ${((100 * ms) / layout.pageMs).toFixed(1)} % | ${count} |`);
    for (const phase of layout.phases) {
      accounted += phase.ms;
      line(phase.name, phase.ms, phase.count);
    }
    line('animation frames while the result is written (overview painting)', layout.frames.ms, layout.frames.count);
    line('the rest: the click and the busy toolbar, pauses between parts, waiting behind a prepared layout, other tasks, idle', Math.max(0, layout.pageMs - accounted - layout.frames.ms), 0);
    const longest = Math.max(0, ...layout.parts);
    if (layout.traced.length > 0) {
      console.log('\nLongest main-thread tasks in the trace, three by wall time then three by CPU time (ms after the click: wall ms / CPU ms; the longest events inside, wall ms):\n');
      for (const task of layout.traced) console.log(`- ${task.at}: ${task.ms.toFixed(1)} / ${task.cpuMs.toFixed(1)} (${task.inside.join('; ') || 'nothing over 2 ms'})`);
    }
    console.log(`\nParts written: ${layout.parts.length}, longest ${longest.toFixed(1)} ms (store write and re-render). Worker ready ${layout.workerReadyMs.toFixed(0)} ms after the page started loading (start ${layout.workerBootMs.toFixed(0)} ms, ELK loaded and run once ${layout.workerWarmUpMs.toFixed(0)} ms); ${Number.isNaN(layout.preparedMs) ? 'no layout prepared while idle' : `the flow as opened laid out while idle by ${layout.preparedMs.toFixed(0)} ms`}.`);
  }
  return verdicts;
}

await main();
