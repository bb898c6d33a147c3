import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order Vitest starts test files in, within each project:
 *
 * 1. **Files of one environment together** (a `@vitest-environment` comment, else the project's). A worker
 *    that shares its modules between files (`isolate: false`) is kept for the next file only when that
 *    file wants the same environment; otherwise Vitest stops it and starts a fresh one, which imports
 *    React, Testing Library and the console again. Vitest's own order (by size, on a clean clone) mixed
 *    the console's 86 jsdom files with its 104 node files: 84 changes of environment, each a new worker.
 * 2. **The longest first**, by the seconds in tests/test-durations.json (scripts/record-test-durations.mjs):
 *    a clean clone has no cache of durations, and files that are small but wait long (a fuzz run, two
 *    workers sharing a queue, tokens expiring every two seconds) started last and ran on alone while
 *    the other workers had nothing left to do.
 *
 * A missing or stale entry only changes the order, never what runs.
 */
const durations: Readonly<Record<string, number>> = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));

function environmentOf(file: TestSpecification): string {
  const head = readFileSync(file.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? file.project.config.environment;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (file: TestSpecification) => durations[relative(this.ctx.config.root, file.moduleId)] ?? 0;
    const rank = new Map(sorted.map((file, at) => [file, at]));
    const environment = new Map(sorted.map((file) => [file, environmentOf(file)]));
    // Projects keep the base sequencer's order; an environment's group starts where its first file stood.
    const firstAt = new Map<string, number>();
    for (const [file, at] of rank) {
      const group = `${file.project.name}\u0000${environment.get(file)}`;
      if (!firstAt.has(group)) firstAt.set(group, at);
    }
    const groupOf = (file: TestSpecification) => firstAt.get(`${file.project.name}\u0000${environment.get(file)}`)!;
    return [...sorted].sort((a, b) => groupOf(a) - groupOf(b) || seconds(b) - seconds(a) || rank.get(a)! - rank.get(b)!);
  }
}
