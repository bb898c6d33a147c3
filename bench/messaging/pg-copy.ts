import type pg from 'pg';

/** The part of pg's connection a COPY needs (pg has no public COPY API; pg-copy-streams is not installed). */
interface CopyConnection {
  query(sql: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * `COPY … FROM STDIN` through pg's submittable interface, the hook pg-copy-streams uses: the statement is
 * sent, and when the server asks for data every chunk goes out, then the end. Resolves at ReadyForQuery.
 */
export function copyFrom(client: pg.Client, sql: string, chunks: Iterable<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    const submittable = {
      submit: (connection: CopyConnection) => connection.query(sql),
      handleCopyInResponse(connection: CopyConnection) {
        for (const chunk of chunks) connection.sendCopyFromChunk(Buffer.from(chunk));
        connection.endCopyFrom();
      },
      handleError(error: Error) {
        failure = error;
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve()),
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

/** A text-format COPY field: backslash, tab and line breaks escaped. */
export const copyText = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/**
 * `COPY … TO STDOUT` through the same hook: the server's rows as it writes them, counted and dropped
 * (the cheapest way a client can read them). Resolves with the bytes received, at ReadyForQuery.
 */
export function copyTo(client: pg.Client, sql: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    let bytes = 0;
    const submittable = {
      submit: (connection: CopyConnection) => connection.query(sql),
      handleCopyData(message: { chunk: Buffer }) {
        bytes += message.chunk.byteLength;
      },
      handleError(error: Error) {
        failure = error;
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve(bytes)),
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyInResponse: () => undefined,
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}
