/** The one database seam: PGlite (embedded, default) and PostgreSQL (`DATABASE_URL`) both implement it. */
export interface Queryable {
  /** One statement with `$1…` parameters; returns the rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /** Several statements without parameters, answering every statement's rows (pg-boss's schema SQL). */
  execMany?(sql: string): Promise<{ rows: unknown[] }[]>;
  /**
   * Runs `fn` while this process holds a lock no other process can take (PostgreSQL's session advisory
   * lock `key`); `fn` itself may use any connection. Absent where one process owns the database (PGlite).
   */
  exclusively?<R>(key: number, fn: () => Promise<R>): Promise<R>;
  /**
   * `COPY (select) TO …` in CSV (no header), its bytes handed to `take` as the database writes them,
   * in slices that may end inside a row: PostgreSQL's a socket read's worth, PGlite's whole output at
   * once. Only values spliced into `select` as literals: COPY takes no parameters.
   */
  copyCsv?(select: string, take: (bytes: Buffer) => void): Promise<void>;
  /**
   * `COPY target FROM` COPY's binary format in `data`, where a large bytea parameter is slow: PGlite
   * writes one as text in JavaScript (2–3 s for 5 MB), its binary COPY takes the bytes as they are
   * (under 0.1 s). PostgreSQL has none: node-postgres sends a Buffer parameter as binary.
   */
  copyBinaryIn?(target: string, data: Uint8Array<ArrayBuffer>): Promise<void>;
}
