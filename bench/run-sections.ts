// One runner for the bench suites (`npm run bench:messaging`, `npm run bench:reports`): runs every
// `*.section.ts` of a folder one after another (arguments filter by name), prints each as a markdown table
// with the machine's load average, and exits 0 whatever the figures: a bench reports, it does not fail CI.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchSection } from './messaging/section';

const SUFFIX = '.section.ts';

function table(section: BenchSection): string {
  const lines = ['| measure | value | target | met |', '| --- | --- | --- | --- |'];
  // A row without a target (a raw figure beside a ratio) has nothing to meet.
  for (const row of section.rows) lines.push(`| ${row.measure} | ${row.value} | ${row.target} | ${row.target === '–' ? '–' : row.met ? 'met' : 'missed'} |`);
  return lines.join('\n');
}

// The machine may be shared: a figure means little without how busy it was.
const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');

export async function runSections(folderUrl: URL, filters: readonly string[]): Promise<never> {
  const folder = fileURLToPath(folderUrl);
  const names = readdirSync(folder)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort();
  if (names.length === 0) console.log(`No section matches ${filters.join(', ')}.`);
  for (const name of names) {
    const started = performance.now();
    console.log(`\n## ${name}\n\nload average at start: ${load()}`);
    try {
      const module = (await import(pathToFileURL(`${folder}${name}${SUFFIX}`).href)) as { default: () => Promise<BenchSection> };
      const section = await module.default();
      console.log(`### ${section.title}\n\n${table(section)}`);
    } catch (error) {
      // One broken section must not hide the others' figures.
      console.log(`The ${name} section failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    console.log(`\n(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s; load average at end: ${load()})`);
  }
  process.exit(0);
}
