import { createHash, randomBytes } from 'node:crypto';
import type { Env, Hono } from 'hono';
import { graphErrors } from './graph-errors';

export interface SandboxMediaFile {
  kind: 'image' | 'video' | 'audio' | 'document';
  id: string;
  mimeType: string;
  sha256: string;
  fileName: string | null;
}

export interface SandboxMedia {
  /** Keeps a file a simulated customer sends; its id goes in the inbound webhook. */
  keep(file: { bytes: Uint8Array; mimeType: string; fileName: string | null }): SandboxMediaFile;
  /** Whether the file is here: uploaded or sent by a customer, and not deleted. */
  has(id: string): boolean;
}

const MB = 1024 * 1024;
/** The types and sizes Meta's Cloud API takes for upload (its "Supported media types"); a sticker is a WebP image. */
const uploadLimits: ReadonlyArray<{ types: readonly string[]; maxBytes: number }> = [
  { types: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'], maxBytes: 16 * MB },
  {
    types: [
      'text/plain',
      'application/pdf',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    maxBytes: 100 * MB,
  },
  { types: ['image/jpeg', 'image/png'], maxBytes: 5 * MB },
  { types: ['image/webp'], maxBytes: 500 * 1024 },
  { types: ['video/mp4', 'video/3gpp'], maxBytes: 16 * MB },
];

const KEEP_FILES = 200;

const kindOf = (mimeType: string): SandboxMediaFile['kind'] => (mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('video/') ? 'video' : mimeType.startsWith('audio/') ? 'audio' : 'document');

/**
 * The Cloud API's media paths: `POST /{phone-number-id}/media` uploads a file to send by id (multipart
 * `file`, `type`, `messaging_product`), `GET /{media-id}` answers its `url`, `mime_type`, `sha256` and
 * `file_size` (for uploads and for files customers send alike), that url (with the same bearer token)
 * answers the bytes, and `DELETE /{media-id}` deletes it.
 */
export function mountSandboxMedia<E extends Env>(app: Hono<E>, version: string, baseUrl: () => string): SandboxMedia {
  const files = new Map<string, SandboxMediaFile & { bytes: Uint8Array }>();
  const keep: SandboxMedia['keep'] = ({ bytes, mimeType, fileName }) => {
    const described: SandboxMediaFile = { kind: kindOf(mimeType), id: String(BigInt(`0x${randomBytes(7).toString('hex')}`)), mimeType, sha256: createHash('sha256').update(bytes).digest('base64'), fileName };
    files.set(described.id, { ...described, bytes });
    if (files.size > KEEP_FILES) files.delete(files.keys().next().value as string);
    return described;
  };
  app.post(`/${version}/:phoneNumberId/media`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, string | File>);
    const file = form.file;
    // Graph reads a parameter from the query string or the body alike; some clients put this one in the query.
    if ((form.messaging_product ?? c.req.query('messaging_product')) !== 'whatsapp') return c.json(graphErrors.invalidParameter('messaging_product: must be whatsapp').body, 400);
    if (!(file instanceof File)) return c.json(graphErrors.invalidParameter('file: a multipart file is required').body, 400);
    const mimeType = typeof form.type === 'string' && form.type !== '' ? form.type : file.type;
    const limit = uploadLimits.find((each) => each.types.includes(mimeType));
    if (!limit) return c.json(graphErrors.mediaUpload(`Unsupported file type ${mimeType}`).body, 400);
    if (file.size > limit.maxBytes) return c.json(graphErrors.mediaUpload(`${mimeType} files may be at most ${limit.maxBytes} bytes`).body, 400);
    const kept = keep({ bytes: new Uint8Array(await file.arrayBuffer()), mimeType, fileName: file.name || null });
    return c.json({ id: kept.id });
  });
  app.delete(`/${version}/:mediaId`, (c) => {
    if (!files.delete(c.req.param('mediaId'))) return c.json(graphErrors.unknownObject(c.req.param('mediaId')).body, 400);
    return c.json({ success: true });
  });
  app.get(`/${version}/:mediaId`, (c) => {
    const file = files.get(c.req.param('mediaId'));
    if (!file) {
      const refusal = graphErrors.unknownObject(c.req.param('mediaId'));
      return c.json(refusal.body, refusal.status as 400);
    }
    return c.json({ messaging_product: 'whatsapp', url: `${baseUrl()}/${c.req.param('version')}/media-files/${file.id}`, mime_type: file.mimeType, sha256: file.sha256, file_size: String(file.bytes.length), id: file.id });
  });
  app.get(`/${version}/media-files/:mediaId`, (c) => {
    const file = files.get(c.req.param('mediaId'));
    if (!file) return c.body(null, 404);
    return c.body(new Uint8Array(file.bytes), 200, { 'content-type': file.mimeType });
  });
  return { keep, has: (id) => files.has(id) };
}
