const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;

/**
 * A batch of the file's lines from the rows of a CSV COPY whose last column is the row's keyset (a
 * bigint id: digits, never quoted, below 2^53). Each row goes into the part without that column and ends with CRLF
 * (COPY ends a row with LF alone); the rows are counted and the last keyset kept for the next batch.
 * PostgreSQL hands one row at a time, PGlite a whole batch: a line break inside a quoted field
 * (an odd count of quotes before it in the row) is the field's, not the row's end.
 */
export class CopyLines {
  rows = 0;
  private bytes: Buffer;
  private length = 0;
  private keyset = 0;

  constructor(expectedBytes: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 64 * 1024));
  }

  /** COPY's output, any number of whole rows. Few calls into Buffer's native code a row: it is called a million times for a million rows. */
  readonly take = (chunk: Buffer) => {
    let quote = chunk.indexOf(QUOTE);
    for (let start = 0; start < chunk.length; ) {
      let end = chunk.indexOf(LF, start);
      for (let inside = false; ; end = chunk.indexOf(LF, end + 1)) {
        if (end < 0) throw new Error('A COPY row came without its end.');
        for (; quote >= 0 && quote < end; quote = chunk.indexOf(QUOTE, quote + 1)) inside = !inside;
        if (!inside) break;
      }
      // The keyset's digits, read back from the row's end to its comma.
      let cut = end - 1;
      let keyset = 0;
      for (let scale = 1; cut >= start && chunk[cut] !== COMMA; cut -= 1, scale *= 10) keyset += ((chunk[cut] ?? 0x30) - 0x30) * scale;
      this.keyset = keyset;
      this.reserve(Math.max(cut - start, 0) + 2);
      if (cut > start) this.length += chunk.copy(this.bytes, this.length, start, cut);
      this.bytes[this.length++] = CR;
      this.bytes[this.length++] = LF;
      this.rows += 1;
      start = end + 1;
    }
  };

  /** The keyset of the batch's last row, null before any. */
  get last(): string | null {
    return this.rows ? String(this.keyset) : null;
  }

  /** The batch's lines as the file has them. */
  lines(): Buffer {
    return this.bytes.subarray(0, this.length);
  }

  private reserve(size: number) {
    if (this.length + size <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + size));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/**
 * A CSV source's batches through COPY (`copyCsv` of the Db), `batchRows` rows each, in order, until a
 * batch comes short. Each batch is a part of the file; its size is the next one's first guess.
 */
export async function* copyBatches(copyCsv: (select: string, take: (bytes: Buffer) => void) => Promise<void>, select: (after: string | null, limit: number) => string, batchRows: number): AsyncGenerator<CopyLines> {
  for (let after: string | null = null, expected = 0; ; ) {
    const batch = new CopyLines(expected);
    await copyCsv(select(after, batchRows), batch.take);
    if (batch.rows) yield batch;
    if (batch.rows < batchRows) return;
    after = batch.last;
    expected = batch.lines().length + 1024;
  }
}
