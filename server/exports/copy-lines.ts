const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const CRLF = Buffer.from('\r\n');

/**
 * A batch of the file's lines from the rows of a CSV COPY whose last column is the row's keyset (an
 * id: digits, never quoted). Each row goes into the part without that column and ends with CRLF
 * (COPY ends a row with LF alone); the rows are counted and the last keyset kept for the next batch.
 * PostgreSQL hands one row at a time, PGlite a whole batch: a line break inside a quoted field
 * (an odd count of quotes before it in the row) is the field's, not the row's end.
 */
export class CopyLines {
  rows = 0;
  private bytes: Buffer;
  private length = 0;
  private keyset = Buffer.alloc(32);
  private keysetLength = 0;

  constructor(expectedBytes: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 64 * 1024));
  }

  /** COPY's output, any number of whole rows. */
  readonly take = (chunk: Buffer) => {
    let quote = chunk.indexOf(QUOTE);
    for (let start = 0; start < chunk.length; ) {
      let end = chunk.indexOf(LF, start);
      for (let inside = false; ; end = chunk.indexOf(LF, end + 1)) {
        if (end < 0) throw new Error('A COPY row came without its end.');
        for (; quote >= 0 && quote < end; quote = chunk.indexOf(QUOTE, quote + 1)) inside = !inside;
        if (!inside) break;
      }
      const comma = chunk.lastIndexOf(COMMA, end);
      const cut = comma >= start ? comma : start;
      this.append(chunk, start, cut);
      this.append(CRLF, 0, 2);
      this.keysetLength = chunk.copy(this.keyset, 0, comma >= start ? comma + 1 : start, end);
      this.rows += 1;
      start = end + 1;
    }
  };

  /** The keyset of the batch's last row, null before any. */
  get last(): string | null {
    return this.rows ? this.keyset.toString('latin1', 0, this.keysetLength) : null;
  }

  /** The batch's lines as the file has them. */
  lines(): Buffer {
    return this.bytes.subarray(0, this.length);
  }

  private append(from: Buffer, start: number, end: number) {
    const size = end - start;
    if (this.length + size > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + size));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += from.copy(this.bytes, this.length, start, end);
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
