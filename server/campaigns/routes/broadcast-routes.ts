import { BROADCAST_WHATSAPP_BASE, broadcastMediaUploadRequest, broadcastMediaUploadResponse, fetchPoolsRequest, fetchPoolsResponse, type Pool } from '@/api/contracts/broadcast-whatsapp';
import type { MediaKind } from '@/api/contracts/whatsapp-template-api';
import { checkTemplateMedia, sniffMediaType, templateMediaRules } from '@/api/rules/whatsapp-template-media';
import { routeRules } from '../../platform/access/route-rules';
import { ApiError } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { ownNumber, wabaDetailsOf } from '../../whatsapp-accounts/numbers-repo';
import { atMeta, providerOf } from '../../channel/provider-answers';

const TAG = 'WhatsApp broadcast';
const WHO = 'Role 0, role 3, or role 2 acting for a customer; services opening WhatsApp campaigns; a profile, when the user has one, with CampaignManager. Own account only (`esmeAddr`).';

const kindOf = (mimeType: string): MediaKind | undefined => (Object.keys(templateMediaRules) as MediaKind[]).find((kind) => templateMediaRules[kind].mimeTypes.includes(mimeType));
const largest = Math.max(...Object.values(templateMediaRules).map((rule) => rule.maxBytes));
/** The largest file (a 100 MB PDF) as base64 in JSON, with room for the other fields. */
const MEDIA_BODY_BYTES = Math.ceil(largest / 3) * 4 + 64 * 1024;
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** Spec §7 "Other": the broadcast base's WhatsApp calls (docs/api.md "WhatsApp broadcast"). */
export const broadcastRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: `${BROADCAST_WHATSAPP_BASE}/pool/fetchPools`,
    tag: TAG,
    summary:
      "The account's sending pools: one per WABA, its numbers sharing the portfolio's messaging limit; ACTIVE when the WABA is approved and one of its numbers is connected. `status` ACTIVE (as the console asks) leaves the others out.",
    who: WHO,
    access: routeRules.whatsappBroadcast,
    body: fetchPoolsRequest,
    response: fetchPoolsResponse,
    errors: [400, 401, 403],
    handle: async ({ ctx, auth, body }) => {
      const pools: Pool[] = (await wabaDetailsOf(ctx.db, auth.esme)).map((waba) => ({
        poolId: waba.wabaId,
        name: waba.name,
        status: waba.status === 'APPROVED' && waba.numbers.some((number) => number.status === 'CONNECTED') ? 'ACTIVE' : 'INACTIVE',
        messagingLimit: waba.messagingLimit,
        numbers: waba.numbers.map((number) => ({ senderId: number.senderId, displayNumber: number.displayNumber, verifiedName: number.verifiedName, status: number.status })),
      }));
      return { pools: body.status ? pools.filter((candidate) => candidate.status === body.status) : pools };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${BROADCAST_WHATSAPP_BASE}/mediaUpload`,
    tag: TAG,
    summary:
      "A file a broadcast sends from one of the account's numbers, base64: JPEG or PNG up to 5 MB, MP4 or 3GPP up to 16 MB, PDF up to 100 MB, the bytes what the type says. Uploaded to the provider through the number (`POST /{phone-number-id}/media`); answers Meta's media id. 413 naming `data` past a type's cap; 502 when the provider refuses.",
    who: WHO,
    access: routeRules.whatsappBroadcast,
    largeBody: { maxBytes: MEDIA_BODY_BYTES, field: 'data' },
    body: broadcastMediaUploadRequest,
    response: broadcastMediaUploadResponse,
    errors: [400, 401, 403, 404, 413, 502],
    handle: async ({ ctx, auth, body }) => {
      await ownNumber(ctx.db, auth.esme, body.senderId);
      const kind = kindOf(body.mimeType);
      const wrongType = 'Only JPEG, PNG, MP4, 3GPP or PDF files can be sent.';
      if (!kind) throw new ApiError('invalidRequest', wrongType, { mimeType: wrongType });
      const bytes = Buffer.from(body.data, 'base64');
      const problem = checkTemplateMedia(kind, { type: body.mimeType, size: bytes.length });
      if (problem === 'media.empty') throw new ApiError('invalidRequest', 'The file is empty.', { data: problem });
      if (problem) {
        const message = `The file is larger than ${megabytes(templateMediaRules[kind].maxBytes)}, the limit for ${body.mimeType}.`;
        throw new ApiError('payloadTooLarge', message, { data: message });
      }
      if (sniffMediaType(bytes) !== body.mimeType) throw new ApiError('invalidRequest', wrongType, { data: wrongType });
      const provider = providerOf(ctx.templateProvider);
      const mediaId = await atMeta('take the file', () => provider.uploadMedia(body.senderId, { bytes, mimeType: body.mimeType, fileName: body.fileName }));
      return { mediaId, mimeType: body.mimeType, size: bytes.length };
    },
  }),
];
