/**
 * files.create's two kinds of request (Google's reference, `files.create`): metadata only at
 * `v1/files` (the file by its URL), or the file's bytes at the upload URI `upload/v1/files` as
 * Google's upload protocol sends them: `uploadType=multipart`, a multipart/related body of the JSON
 * metadata and the file.
 */

/** The content types the reference lists for images, audio, video and PDF. */
export const rbmFileContentTypes: readonly string[] = [
  'image/jpeg', 'image/jpg', 'image/gif', 'image/png',
  'audio/aac', 'audio/mp3', 'audio/mpeg', 'audio/mpg', 'audio/mp4', 'audio/mp4-latm', 'audio/3gpp', 'application/ogg', 'audio/ogg',
  'video/h263', 'video/m4v', 'video/mp4', 'video/mpeg', 'video/mpeg4', 'video/webm',
  'application/pdf',
];

/** A multipart/related body: the metadata as JSON, then the file. */
export function multipartRelated(metadata: object, file: { contentType: string; bytes: Uint8Array }, boundary: string): { body: Buffer; contentType: string } {
  const head = `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), Buffer.from(file.bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/related; boundary=${boundary}` };
}

/** The parts of a multipart/related body, each with its content type; null when it is not one. */
export function readMultipartRelated(body: Buffer, contentType: string): Array<{ contentType: string; bytes: Buffer }> | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/related/i.test(contentType) || !boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Array<{ contentType: string; bytes: Buffer }> = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') return parts;
    const next = body.indexOf(delimiter, start);
    if (next < 0) return null;
    const part = body.subarray(start, next);
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return null;
    const headers = part.subarray(0, split).toString('utf8');
    // The part ends with the line break before the next delimiter.
    const bytes = part.subarray(split + 4, part.length - 2);
    parts.push({ contentType: /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? '', bytes });
    at = next;
  }
  return null;
}
