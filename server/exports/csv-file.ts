import { csvLines } from './csv-text';
import type { ExportFile } from './export-file';

const UTF8_BOM = '\uFEFF';

/** The file's first part: a BOM, so Excel reads it as UTF-8, and the header line. */
export const csvHead = (header: readonly string[]) => UTF8_BOM + csvLines([header]);

/** RFC 4180 text, one part per batch of rows, after csvHead. */
export async function csvFile(header: readonly string[], store: (bytes: Uint8Array) => Promise<void>): Promise<ExportFile> {
  const encoder = new TextEncoder();
  await store(encoder.encode(csvHead(header)));
  return {
    async add(rows) {
      if (rows.length) await store(encoder.encode(csvLines(rows)));
    },
    async finish() {},
  };
}
