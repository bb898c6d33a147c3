const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;

/**
 * A batch of the file's lines from the rows of a CSV COPY whose last column is the row's keyset (a
 * bigint id: digits, never quoted, below 2^53). Each row goes into the part without that column and ends with CRLF
 * (COPY ends a row with LF alone); the rows are counted and the last keyset kept for the next batch.
 * COPY's bytes come in slices of any size (a socket read's worth on PostgreSQL, the whole batch on PGlite):
 * a line break inside a quoted field (an odd count of quotes before it in the row) is the field's, not
 * the row's end.
 */
export class CopyLines {
  rows = 0;
  private bytes: Buffer;
  /** Bytes written, a row cut short by the end of a slice included. */
  private written = 0;
  /** Where the last whole row ends: the batch's lines are the bytes before it. */
  private complete = 0;
  /** Where the row being written has its last comma outside quotes (-1: none yet), and whether a quoted field is open. */
  private comma = -1;
  private inside = false;
  private keyset = 0;

  constructor(expectedBytes: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 64 * 1024));
  }

  /**
   * A slice of COPY's output, which may end inside a row (the rest comes in the next slice), in one
   * pass over its bytes in JavaScript: a row is about 50 bytes and comes a million times for a million
   * rows, where each call into Buffer's native code (indexOf, copy) cost more than the loop (measured,
   * docs/performance.md Session 33).
   */
  readonly take = (chunk: Buffer) => {
    this.reserve(chunk.length * 2);
    const out = this.bytes;
    let length = this.written;
    let comma = this.comma;
    let inside = this.inside;
    for (let at = 0; at < chunk.length; at += 1) {
      const byte = chunk[at] as number;
      if (byte === LF && !inside) {
        // The keyset's digits after the row's last comma, then the row without them, ended by CRLF.
        const from = comma < 0 ? this.complete : comma;
        let keyset = 0;
        for (let digit = comma < 0 ? from : from + 1; digit < length; digit += 1) keyset = keyset * 10 + ((out[digit] as number) - 0x30);
        this.keyset = keyset;
        length = from;
        out[length++] = CR;
        out[length++] = LF;
        this.complete = length;
        this.rows += 1;
        comma = -1;
        continue;
      }
      if (byte === QUOTE) inside = !inside;
      else if (byte === COMMA && !inside) comma = length;
      out[length++] = byte;
    }
    this.written = length;
    this.comma = comma;
    this.inside = inside;
  };

  /** The keyset of the batch's last row, null before any. */
  get last(): string | null {
    return this.rows ? String(this.keyset) : null;
  }

  /** The batch's lines as the file has them; a COPY that ended inside a row is refused. */
  lines(): Buffer {
    if (this.written !== this.complete) throw new Error('A COPY row came without its end.');
    return this.bytes.subarray(0, this.complete);
  }

  private reserve(size: number) {
    if (this.written + size <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.written + size));
    this.bytes.copy(grown, 0, 0, this.written);
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
