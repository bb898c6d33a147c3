import type pg from 'pg';
import { COPY_IGNORES, copyOut } from '../../server/platform/db/postgres-copy-out';

/** The part of pg's connection a COPY FROM needs (pg has no public COPY API; server/platform/db/postgres-copy-out.ts says why not pg-copy-streams). */
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
      ...COPY_IGNORES,
      handleCopyData: () => undefined,
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

/** A text-format COPY field: backslash, tab and line breaks escaped. */
export const copyText = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/**
 * `COPY … TO STDOUT` through the server's own reader (the same hook): the server's rows as it writes
 * them, counted and dropped (the cheapest way a client can read them). Resolves with the bytes received.
 */
export async function copyTo(client: pg.Client, sql: string): Promise<number> {
  let bytes = 0;
  await copyOut(client, sql, (chunk) => {
    bytes += chunk.byteLength;
  });
  return bytes;
}
