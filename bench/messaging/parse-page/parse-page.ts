import { parseAudience } from '@/campaigns/audience/parse-audience';

/**
 * The parse bench page: `benchParse('worker')` runs the console's audience worker on the served file as
 * the upload step does (progress into a progress bar), `benchParse('bare')` a bare papaparse parse of the
 * same file in a worker. Both answer their time; the worker run also the main thread's long tasks and
 * the progress values the bar showed.
 */
export interface ParseRun {
  ms: number;
  rows: number;
  valid: number;
  invalid: number;
  duplicate: number;
  /** Percent of bytes read, each time the bar changed. */
  progress: number[];
  /** Main-thread tasks over 50 ms while the run lasted, in ms. */
  longTasks: number[];
}

let file: Promise<File> | null = null;
const audienceFile = () =>
  (file ??= fetch('/audience.csv')
    .then((response) => response.blob())
    .then((blob) => new File([blob], 'audience.csv', { type: 'text/csv' })));

function bare(input: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bare-papaparse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => reject(new Error('The papaparse worker stopped.'));
    worker.postMessage(input);
  });
}

async function benchParse(kind: 'worker' | 'bare'): Promise<ParseRun> {
  const input = await audienceFile();
  const bar = document.querySelector('progress') as HTMLProgressElement;
  bar.value = 0;
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const progress: number[] = [];
  const started = performance.now();
  let run: Omit<ParseRun, 'ms' | 'progress' | 'longTasks'>;
  if (kind === 'bare') run = { rows: (await bare(input)) - 1, valid: 0, invalid: 0, duplicate: 0 };
  else {
    const result = await parseAudience([input], { defaultCountry: 'IN', maxFiles: 10 }, (step) => {
      const percent = Math.round((100 * step.bytesDone) / step.bytesTotal);
      if (percent !== progress.at(-1)) progress.push(percent);
      bar.value = percent;
    });
    run = { rows: result.counts.total, valid: result.counts.valid, invalid: result.counts.invalid, duplicate: result.counts.duplicate };
  }
  const ms = performance.now() - started;
  // Entries are delivered after their task: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { ...run, ms, progress, longTasks };
}

(globalThis as unknown as { benchParse: typeof benchParse }).benchParse = benchParse;
