// Where this process's CPU goes while it dispatches, beside the floor's (BENCH_DISPATCH_PROFILE=1 npm run
// bench:messaging -- dispatch): V8's sampling profiler over the floor's run and over ours, each summed by
// source file and by function (self time), then ours less the floor's by file, a message at a time. The
// profiler costs CPU of its own, so the section's CPU figures of a profiled run are not comparable.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const OUT = '.data/bench/dispatch';
const IDLE = new Set(['(idle)', '(program)', '(root)']);

export const profiling = process.env.BENCH_DISPATCH_PROFILE === '1';

/** Runs `work` under the profiler when BENCH_DISPATCH_PROFILE=1, and keeps its profile under `name`. */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!profiling) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    profiles.set(name, profile);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}/${name}.cpuprofile`, JSON.stringify(profile));
  }
}

const profiles = new Map<string, Profile>();

const fileOf = (node: ProfileNode) => {
  const url = node.callFrame.url;
  if (!url) return node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length).split('/').slice(0, url.includes('/@', modules) ? 2 : 1).join('/');
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
};

/** Milliseconds of self time by key, idle samples left out. */
function selfTime(profile: Profile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id) as ProfileNode;
    if (IDLE.has(node.callFrame.functionName)) return;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

const top = (map: Map<string, number>, n: number, per: number) =>
  [...map]
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, n)
    .map(([key, ms]) => `${(ms / per).toFixed(3).padStart(8)} ms/msg  ${key}`);

/** The report of the two profiles, written beside them; empty when nothing was profiled. */
export function writeDispatchProfileReport(messages: number): string | null {
  const floor = profiles.get('floor');
  const ours = profiles.get('ours');
  if (!floor || !ours) return null;
  const floorFiles = selfTime(floor, fileOf);
  const oursFiles = selfTime(ours, fileOf);
  const over = new Map([...new Set([...floorFiles.keys(), ...oursFiles.keys()])].map((file) => [file, (oursFiles.get(file) ?? 0) - (floorFiles.get(file) ?? 0)]));
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  const fn = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}:${node.callFrame.lineNumber + 1}`;
  const lines = [
    `Process CPU sampled: floor ${(sum(floorFiles) / messages).toFixed(3)} ms/msg, ours ${(sum(oursFiles) / messages).toFixed(3)} ms/msg (${messages} messages each; the profiler's own cost included)`,
    '',
    'Ours less the floor, by file or package (self time):',
    ...top(over, 30, messages),
    '',
    'Ours by function (self time):',
    ...top(selfTime(ours, fn), 40, messages),
    '',
    'The floor by function (self time):',
    ...top(selfTime(floor, fn), 20, messages),
  ];
  const text = lines.join('\n');
  writeFileSync(`${OUT}/profile.txt`, text);
  return text;
}
