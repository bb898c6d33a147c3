import { createAudienceCollector } from './audience-collector';
import type { AudienceOptions, AudienceWorkerMessage } from './audience-types';
import { audienceFileType, readCsv, readXlsx } from './read-audience-file';

/** Rows read before the phone column is chosen, to recognise it by its values when its title does not say. */
const SAMPLE_ROWS = 50;

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
      const type = audienceFileType(file);
      if (!type) collector.failFile(file.name, 'unsupported_type');
      else {
        let started = false;
        const onRows = (rows: string[][], bytesDone: number) => {
          let data = rows;
          if (!started) {
            started = true;
            const [header = [], ...rest] = rows;
            collector.beginFile(index, file.name, header, rest.slice(0, SAMPLE_ROWS));
            data = rest;
          }
          collector.addRows(data);
          rowsDone += data.length;
          post({ type: 'progress', progress: { rowsDone, bytesDone: bytesBefore + bytesDone, bytesTotal, file: index } });
        };
        try {
          await (type === 'csv' ? readCsv(file, onRows, shouldStop) : readXlsx(file, onRows, shouldStop));
          if (!started) collector.failFile(file.name, 'empty');
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
