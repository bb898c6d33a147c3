// The audience file parsed and validated in Chromium by the console's audience worker, against a bare
// papaparse parse of the same file in the same browser (issue #11). Builds bench/messaging/parse-page,
// serves it with the generated file and drives it with Playwright.
import { chromium } from '@playwright/test';
import { generateAudience } from './audience-csv';
import { benchRows, formatMs } from './bench-size';
import type { ParseRun } from './parse-page/parse-page';
import { serveParsePage } from './parse-page/serve-parse-page';
import type { BenchSection } from './section';

const ROUNDS = 5;

export default async function run(): Promise<BenchSection> {
  const rows = benchRows();
  const audience = generateAudience(rows);
  const csv = Buffer.from(audience.csv);
  const { origin, server } = await serveParsePage(csv);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const runs: { bare: ParseRun[]; worker: ParseRun[] } = { bare: [], worker: [] };
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/parse.html`);
    await page.waitForFunction('typeof globalThis.benchParse === "function"');
    // Alternating runs, so a neighbour's burst of work on the shared machine falls on both sides.
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['bare', 'worker'] as const) {
        runs[kind].push((await page.evaluate(`globalThis.benchParse(${JSON.stringify(kind)})`)) as ParseRun);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const best = (list: ParseRun[]) => list.reduce((a, b) => (b.ms < a.ms ? b : a));
  const bare = best(runs.bare);
  const worker = best(runs.worker);
  const ratio = worker.ms / bare.ms;
  const longTasks = runs.worker.flatMap((r) => r.longTasks);
  const progress = worker.progress;
  const moving = progress.length >= 3 && progress.every((value, index) => index === 0 || value > (progress[index - 1] ?? 0));
  const all = (list: ParseRun[]) => list.map((r) => formatMs(r.ms)).join(' / ');
  const counts = `${worker.rows} rows: ${worker.valid} valid, ${worker.invalid} invalid, ${worker.duplicate} duplicate`;
  const shown = progress.length > 12 ? [...progress.slice(0, 6), '…', ...progress.slice(-3)] : progress;
  return {
    title: `Audience file of ${rows.toLocaleString('en')} rows (${(csv.length / 1e6).toFixed(1)} MB) in Chromium, best of ${ROUNDS} alternating runs`,
    rows: [
      { measure: 'bare papaparse parse in a worker', value: `${formatMs(bare.ms)} (runs ${all(runs.bare)})`, target: '–', met: true },
      { measure: `console audience worker (${counts})`, value: `${formatMs(worker.ms)} (runs ${all(runs.worker)})`, target: '–', met: true },
      { measure: 'audience worker ÷ bare papaparse', value: `${ratio.toFixed(2)}×`, target: '≤ 1.2×', met: ratio <= 1.2 },
      {
        measure: 'main-thread tasks over 50 ms during the worker runs',
        value: longTasks.length === 0 ? 'none' : `${longTasks.length} (longest ${Math.max(...longTasks).toFixed(0)} ms)`,
        target: 'none',
        met: longTasks.length === 0,
      },
      { measure: `progress bar values seen (${progress.length})`, value: `${shown.join(', ')} %`, target: 'moves', met: moving },
    ],
  };
}
