import { once } from 'node:events';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXCEL_DATE_FORMAT, excelWallClock, type Cell } from './cell';
import type { ExportFile } from './export-file';

/** Zipped bytes gathered before they go out as one part of the file. */
const PART_BYTES = 1024 * 1024;
/**
 * Rows held back at most while the header waits to learn which columns hold dates (an Excel date
 * carries no zone, so its header names it). A column still empty after them gets no zone in its header.
 */
const HOLD_ROWS = 10_000;

/** The zip's bytes as parts of about PART_BYTES; the zip waits while a part is being stored. */
function partSink(store: (bytes: Uint8Array) => Promise<void>): Writable {
  let held: Buffer[] = [];
  let size = 0;
  const flush = () => {
    const bytes = Buffer.concat(held, size);
    held = [];
    size = 0;
    return store(bytes);
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      size += chunk.byteLength;
      if (size < PART_BYTES) done();
      else flush().then(() => done(), done);
    },
    final(done) {
      (size ? flush() : Promise.resolve()).then(() => done(), done);
    },
  });
}

/**
 * exceljs's sheet stream hands its XML to the zip without waiting for it (its StreamBuf ignores the
 * zip's backpressure), so a sheet written faster than it deflates piles up in memory: wait for the zip
 * here, between batches, until it has taken what it was given.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  // The zip's entry is a readable-stream PassThrough, older than Node's `writableNeedDrain`: its state says it.
  type Entry = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (sheet as unknown as { stream?: { pipes?: Entry[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe._writableState?.needDrain) await once(pipe, 'drain');
}

/**
 * The workbook streamed with exceljs's WorkbookWriter: each row is committed (written out and
 * forgotten) as it comes, inline strings rather than a shared-string table (which would hold every
 * distinct text), so memory stays flat however many rows. Cells keep their types: numbers as numbers,
 * instants as dates on the account's clock in spec §9's format, and a date column's header names the zone.
 */
export function excelFile(header: readonly string[], timeZone: string, store: (bytes: Uint8Array) => Promise<void>): ExportFile {
  // Deflate's fastest level: its default took most of the time of a large sheet, and the zip buffers
  // what the sheet writes faster than it deflates; the file is about a third larger.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: partSink(store), useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet('Rows', { views: [{ state: 'frozen', ySplit: 1 }] });
  let held: (readonly Cell[])[] | null = [];
  let dateColumns = new Set<number>();

  const write = (cells: readonly Cell[]) => {
    const row = sheet.addRow(cells.map((cell) => (cell instanceof Date ? excelWallClock(cell, timeZone) : cell)));
    // A date in a column first seen empty: typed all the same, its format on the cell itself.
    cells.forEach((cell, index) => {
      if (cell instanceof Date && !dateColumns.has(index)) row.getCell(index + 1).numFmt = EXCEL_DATE_FORMAT;
    });
    row.commit();
  };
  const release = (rows: readonly (readonly Cell[])[]) => {
    dateColumns = new Set(header.flatMap((_, index) => (rows.some((row) => row[index] instanceof Date) ? [index] : [])));
    sheet.columns = header.map((_, index) => (dateColumns.has(index) ? { style: { numFmt: EXCEL_DATE_FORMAT } } : {}));
    const top = sheet.addRow(header.map((value, index) => (dateColumns.has(index) ? `${value} (${timeZone})` : value)));
    top.font = { bold: true };
    top.commit();
    rows.forEach(write);
    held = null;
  };
  // Every column is typed once it has shown one value (or the hold is full): the header can go out.
  const typed = (rows: readonly (readonly Cell[])[]) => rows.length >= HOLD_ROWS || header.every((_, index) => rows.some((row) => row[index] !== null && row[index] !== ''));

  return {
    async add(rows) {
      if (held) {
        held.push(...rows);
        if (typed(held)) release(held);
      } else rows.forEach(write);
      await zipCaughtUp(sheet);
    },
    async finish() {
      if (held) release(held);
      sheet.commit();
      await workbook.commit();
    },
  };
}
