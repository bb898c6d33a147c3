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
}

const KEEP_FILES = 200;

const kindOf = (mimeType: string): SandboxMediaFile['kind'] => (mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('video/') ? 'video' : mimeType.startsWith('audio/') ? 'audio' : 'document');

/**
 * The Cloud API's media retrieval for files customers send: `GET /{media-id}` answers its `url`,
 * `mime_type`, `sha256` and `file_size`, and that url (with the same bearer token) answers the bytes.
 */
export function mountSandboxMedia<E extends Env>(app: Hono<E>, version: string, baseUrl: () => string): SandboxMedia {
  const files = new Map<string, SandboxMediaFile & { bytes: Uint8Array }>();
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
  return {
    keep({ bytes, mimeType, fileName }) {
      const described: SandboxMediaFile = { kind: kindOf(mimeType), id: String(BigInt(`0x${randomBytes(7).toString('hex')}`)), mimeType, sha256: createHash('sha256').update(bytes).digest('base64'), fileName };
      files.set(described.id, { ...described, bytes });
      if (files.size > KEEP_FILES) files.delete(files.keys().next().value as string);
      return described;
    },
  };
}
