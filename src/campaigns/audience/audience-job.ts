import { audienceLimits } from '../campaign-limits';
import { createAudienceCollector, type AudienceCollector } from './audience-collector';
import type { AudienceOptions, AudienceWorkerMessage } from './audience-types';
import { firstRows, lineStartAfter, readableByLines, type CsvLayout } from './csv-by-lines';
import { fileContent, SNIFF_BYTES } from './file-content';
import { decodeFile, isAudienceFile, parseCsvText, readXlsx, type RowsSink } from './read-audience-file';

/** Rows read before the phone column is chosen, to recognise it by its values when its title does not say. */
const SAMPLE_ROWS = 50;

interface FileRead {
  collector: AudienceCollector;
  index: number;
  file: File;
  /** Data rows read in this file so far and the bytes behind them. */
  progress: (rows: number, bytesDone: number) => void;
  /** Hands the file's bytes to the page (the chunks then refer to them). */
  postBytes: (bytes: ArrayBuffer) => void;
  shouldStop: () => boolean;
}

/**
 * A CSV whose rows can be read by lines (`csv-by-lines.ts`), from its text, a megabyte at a time; false
 * when empty. With `byteRuns`, every character of the text is one of the file's bytes, already posted.
 */
function readCsvByLines(text: string, layout: CsvLayout, read: FileRead, byteRuns: boolean): boolean {
  const { rows, afterFirst, afterAll } = firstRows(text, layout, SAMPLE_ROWS + 1);
  const [header, ...sample] = rows;
  if (!header) return false;
  read.collector.beginFile(read.index, read.file.name, header, sample, { layout, byteRuns });
  // As many rows as the sample's average length says, so the duplicate table never rehashes a million numbers.
  if (sample.length > 0) read.collector.expectRows(Math.ceil(((text.length - afterFirst) * sample.length) / Math.max(1, afterAll - afterFirst)));
  for (let from = afterFirst; from < text.length && !read.shouldStop(); ) {
    const step = read.collector.addLines(text, from, lineStartAfter(text, from + audienceLimits.csvChunkBytes, layout));
    read.progress(step.rows, Math.round((read.file.size * step.next) / text.length));
    from = step.next;
  }
  return true;
}

/** Any file the way papaparse or the sheet reader (`readWith`) gives its rows; false when empty. */
async function readRows(read: FileRead, readWith: (onRows: RowsSink) => Promise<void>): Promise<boolean> {
  let started = false;
  await readWith((rows, bytesDone) => {
    let data = rows;
    if (!started) {
      started = true;
      const [header = [], ...rest] = rows;
      read.collector.beginFile(read.index, read.file.name, header, rest.slice(0, SAMPLE_ROWS));
      data = rest;
    }
    read.collector.addRows(data);
    read.progress(data.length, bytesDone);
  });
  return started;
}

async function readFile(content: 'text' | 'workbook', read: FileRead): Promise<boolean> {
  if (content === 'workbook') return readRows(read, (onRows) => readXlsx(read.file, onRows, read.shouldStop));
  const bytes = await read.file.arrayBuffer();
  const text = decodeFile(bytes);
  const layout = readableByLines(text, audienceLimits.csvChunkBytes);
  if (!layout) return readRows(read, (onRows) => parseCsvText(text, read.file.size, onRows, read.shouldStop));
  // One byte a character (UTF-8 of ASCII, or bytes UTF-8 cannot read, one U+FFFD each): the page reads its rows from the bytes.
  const byteRuns = text.length === bytes.byteLength;
  if (byteRuns) read.postBytes(bytes);
  return readCsvByLines(text, layout, read, byteRuns);
}

/**
 * The audience worker's whole job: reads each file in turn, feeds the collector and posts progress,
 * chunks and the summary. Runs unchanged in the worker and, in component tests, in the page.
 */
export async function runAudienceJob(files: readonly File[], options: AudienceOptions, post: (message: AudienceWorkerMessage) => void, shouldStop: () => boolean = () => false): Promise<void> {
  const collector = createAudienceCollector(options, (chunk) => post({ type: 'chunk', chunk }));
  const bytesTotal = files.reduce((sum, f) => sum + f.size, 0);
  let bytesBefore = 0;
  let rowsDone = 0;
  try {
    for (const [index, file] of files.entries()) {
      if (!isAudienceFile(file)) collector.failFile(file.name, 'unsupported_type');
      else {
        const progress = (rows: number, bytesDone: number) => {
          rowsDone += rows;
          post({ type: 'progress', progress: { rowsDone, bytesDone: bytesBefore + bytesDone, bytesTotal, file: index } });
        };
        try {
          // By content, not name: a workbook saved as `.csv` is read as one, an image renamed `.csv` is named as no list at all.
          const content = fileContent(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
          const postBytes = (bytes: ArrayBuffer) => post({ type: 'bytes', file: index, bytes });
          if (content === 'other') collector.failFile(file.name, 'not_a_list');
          else if (!(await readFile(content, { collector, index, file, progress, postBytes, shouldStop }))) collector.failFile(file.name, 'empty');
        } catch {
          collector.failFile(file.name, 'unreadable');
        }
        collector.endFile();
      }
      bytesBefore += file.size;
      if (shouldStop()) return;
    }
    post({ type: 'done', summary: collector.summary() });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
