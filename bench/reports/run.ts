// Reports benchmarks: `npm run bench:reports [name…]`. Runs every `*.section.ts` in this folder one
// after another (a name filters), prints each as a markdown table with the machine's load average,
// and exits 0 whatever the figures: a bench reports, it does not fail CI.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchSection } from '../messaging/section';

const FOLDER = fileURLToPath(new URL('.', import.meta.url));
const SUFFIX = '.section.ts';

const filters = process.argv.slice(2);
const names = readdirSync(FOLDER)
  .filter((file) => file.endsWith(SUFFIX))
  .map((file) => file.slice(0, -SUFFIX.length))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (names.length === 0) console.log(`No section matches ${filters.join(', ')}.`);

function table(section: BenchSection): string {
  const lines = ['| measure | value | target | met |', '| --- | --- | --- | --- |'];
  for (const row of section.rows) lines.push(`| ${row.measure} | ${row.value} | ${row.target} | ${row.target === '–' ? '–' : row.met ? 'met' : 'missed'} |`);
  return lines.join('\n');
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

for (const name of names) {
  const started = performance.now();
  console.log(`\n## ${name}\n\nload average before: ${load()}\n`);
  try {
    const module = (await import(pathToFileURL(`${FOLDER}${name}${SUFFIX}`).href)) as { default: () => Promise<BenchSection> };
    const section = await module.default();
    console.log(`### ${section.title}\n\n${table(section)}`);
  } catch (error) {
    // One broken section must not hide the others' figures.
    console.log(`The ${name} section failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  console.log(`\n(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s, load average after: ${load()})`);
}
process.exit(0);
