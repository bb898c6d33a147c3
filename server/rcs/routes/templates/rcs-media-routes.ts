import { randomUUID } from 'node:crypto';
import { RCS_TEMPLATE_BASE, rcsMediaFile, rcsMediaParams, rcsMediaUploadRequest, rcsMediaUploadResponse } from '@/api/contracts/rcs-template-api';
import { checkMediaFile, RCS_MEDIA_MAX_BYTES, RCS_MEDIA_TYPES } from '@/api/rules/rcs-media-rules';
import { sniffMediaType } from '@/api/rules/whatsapp-template-media';
import { ApiError, notFound } from '../../../platform/api-error';
import { base64BodyBytes } from '../../../platform/http/body-limits';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { parseWith } from '../../../platform/http/validation';
import { openToAnyone } from '../../../platform/access/route-access';
import { routeFamily } from '../../../platform/access/route-families';
import { findRcsMedia, saveRcsMedia } from '../../rcs-media-repo';

const MEDIA = `${RCS_TEMPLATE_BASE}/media`;

/** The first bytes of the types our sniffer does not know; GIF and WebM by their magic numbers. */
function sniff(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'image/gif';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return sniffMediaType(bytes);
}
const kindOf = (mimeType: string) =>
  (RCS_MEDIA_TYPES.video as readonly string[]).includes(mimeType) ? 'a video' : (RCS_MEDIA_TYPES.document as readonly string[]).includes(mimeType) ? 'a PDF' : 'an image';
const VIDEO_FAMILY = ['video/mp4', 'video/x-m4v', 'video/3gpp', 'video/h263'];

export const rcsMediaRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.rcs('manage'),
    method: 'post',
    path: `${RCS_TEMPLATE_BASE}/mediaUpload`,
    summary:
      "A card's media file, base64: JPEG, GIF or PNG up to 2 MB, video up to 10 MB, PDF up to 2 MB (RBM's limits; this route's own body limit, past the server-wide 1 MB). A file over its kind's limit: 413 naming `data`. Answers the public URL RBM fetches it from.",
    largeBody: { maxBytes: base64BodyBytes(Math.max(...Object.values(RCS_MEDIA_MAX_BYTES))), field: 'data' },
    body: rcsMediaUploadRequest,
    response: rcsMediaUploadResponse,
    errors: [400, 401, 403, 413],
    handle: async ({ ctx, caller, body, c }) => {
      const bytes = Buffer.from(body.data, 'base64');
      const problem = checkMediaFile({ type: body.mimeType, size: bytes.length }, false);
      if (problem?.rule === 'media-size') {
        const message = `The file is larger than ${problem.maxMb} MB, RBM's limit for ${kindOf(body.mimeType)}.`;
        throw new ApiError('payloadTooLarge', message, { data: message });
      }
      if (problem) throw new ApiError('invalidRequest', 'RBM does not take this file.', { [problem.rule === 'media-type' ? 'mimeType' : 'data']: problem.rule });
      const sniffed = sniff(bytes);
      const matches = sniffed === body.mimeType || (sniffed !== null && VIDEO_FAMILY.includes(sniffed) && VIDEO_FAMILY.includes(body.mimeType)) || (sniffed === null && body.mimeType === 'video/mpeg');
      if (!matches) throw new ApiError('invalidRequest', 'The file is not what its type says.', { data: 'media-type' });
      const id = randomUUID();
      await saveRcsMedia(ctx.db, { id, esme: caller.esme, mimeType: body.mimeType, fileName: body.fileName, data: bytes, at: ctx.options.now() });
      return { url: `${new URL(c.req.url).origin}${MEDIA}/${id}`, mimeType: body.mimeType, size: bytes.length };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${MEDIA}/:id`,
    tag: 'RCS',
    summary: 'An uploaded card media file, public as RBM needs it to be (the id is an unguessable uuid).',
    who: 'Anyone with the link: Google RBM fetches it when a message is sent.',
    access: openToAnyone,
    response: rcsMediaFile,
    errors: [400, 404],
    handle: async ({ ctx, c }) => {
      const { id } = parseWith(rcsMediaParams, c.req.param(), '(path)');
      const file = await findRcsMedia(ctx.db, id);
      if (!file) throw notFound('No such media.');
      return new Response(new Uint8Array(file.data), { headers: { 'content-type': file.mime_type, 'content-length': String(file.data.length), 'cache-control': 'public, max-age=86400' } });
    },
  }),
];
