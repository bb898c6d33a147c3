import type { AudienceChunk, PostedChunk } from './audience-types';

/**
 * A chunk as the page keeps it. Byte ranges of a file (`PostedChunk`) become rows read from those
 * bytes when `cells` is read, each time: the page holds the file's bytes once, not a copy as text.
 */
export function unpackChunk(posted: PostedChunk, bytesOf: (file: number) => ArrayBuffer | undefined): AudienceChunk {
  if ('cells' in posted) return posted;
  const { runs, ...chunk } = posted;
  const bytes = bytesOf(posted.file);
  if (!bytes) throw new Error(`The bytes of file ${posted.file} did not arrive before its rows.`);
  const linebreak = chunk.csv?.linebreak ?? '\n';
  return {
    ...chunk,
    get cells() {
      const decoder = new TextDecoder();
      const lines: string[] = [];
      for (let index = 0; index < runs.length; index += 2) lines.push(decoder.decode(new Uint8Array(bytes, runs[index], (runs[index + 1] ?? 0) - (runs[index] ?? 0))));
      return lines.join(linebreak);
    },
  };
}
