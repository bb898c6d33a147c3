// Where the main thread's long tasks come from (BENCH_UPLOAD_PROFILE=1 npm run bench:messaging -- upload):
// Chromium's sampling profiler over the timed journey, and every run of busy samples over 50 ms (a task the
// page could not answer in) split by the function on top of the stack and by the first function of ours
// below the browser's own. Build the console with `--minify false` for readable names.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts the page's sampling profiler; the answer stops it and gives the profile. */
export async function startProfile(page: Page): Promise<() => Promise<Profile>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile;
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const frameName = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${node.callFrame.lineNumber + 1}`;

/** Busy runs over 50 ms and what they spent their time in, as text (written to .data/bench/upload/profile.txt too). */
export function longTaskReport(profile: Profile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) (byId.get(child) as ProfileNode).parent = node.id;
  const stack = (id: number) => {
    const frames: ProfileNode[] = [];
    for (let node = byId.get(id); node; node = node.parent === undefined ? undefined : byId.get(node.parent)) frames.push(node);
    return frames;
  };
  const runs: { start: number; ms: number; selfMs: Map<string, number>; entries: Map<string, number> }[] = [];
  let time = 0;
  let run: (typeof runs)[number] | null = null;
  let gc = 0;
  for (let index = 0; index < profile.samples.length; index++) {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    time += (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(profile.samples[index] as number) as ProfileNode;
    const name = node.callFrame.functionName;
    const busy = !IDLE.has(name) || (name === '(garbage collector)' && run !== null);
    if (!busy) {
      if (run && gc++ > 2) run = null;
      continue;
    }
    gc = 0;
    if (!run) runs.push((run = { start: time, ms: 0, selfMs: new Map(), entries: new Map() }));
    run.ms += delta;
    const frames = stack(node.id);
    run.selfMs.set(frameName(node), (run.selfMs.get(frameName(node)) ?? 0) + delta);
    // The outermost frame of ours: below the event loop's entry (a message, a timer, a fetch's answer).
    const entry = frames.slice(0, -1).reverse().slice(0, 3).map(frameName).join(' > ');
    run.entries.set(entry, (run.entries.get(entry) ?? 0) + delta);
  }
  const long = runs.filter((r) => r.ms > 50);
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(5)} ms  ${k}`);
  const selfAll = new Map<string, number>();
  const entryAll = new Map<string, number>();
  for (const r of long) {
    for (const [k, v] of r.selfMs) selfAll.set(k, (selfAll.get(k) ?? 0) + v);
    for (const [k, v] of r.entries) entryAll.set(k, (entryAll.get(k) ?? 0) + v);
  }
  const lines = [`${long.length} busy runs over 50 ms, ${long.reduce((s, r) => s + r.ms, 0).toFixed(0)} ms in all`, '', 'By entry (outermost three frames):', ...top(entryAll, 15), '', 'By function on top (self time):', ...top(selfAll, 25), '', 'Each run (start s, ms, its largest entry):'];
  for (const r of long) lines.push(`${(r.start / 1000).toFixed(1).padStart(6)} s ${r.ms.toFixed(0).padStart(5)} ms  ${top(r.entries, 1)[0]?.trim() ?? ''}`);
  return lines.join('\n');
}

export function writeProfile(profile: Profile, path: string) {
  writeFileSync(path, longTaskReport(profile));
  writeFileSync(path.replace(/\.txt$/, '.cpuprofile'), JSON.stringify(profile));
}
