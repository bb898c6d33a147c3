import { z } from 'zod';
import {
  IMAGE_ONLY_MESSAGE,
  PROFILE_BASE,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  autoResponseGetRequest,
  autoResponseResponse,
  autoResponseSetQuery,
  businessProfile,
  containerStatusQuery,
  containerStatusResponse,
  photoQuery,
  photoUploadRequest,
  profileEditRequest,
  profileQuery,
  readReceiptsQuery,
  readReceiptsResponse,
} from '@/api/contracts/whatsapp-accounts';
import { sniffMediaType } from '@/api/rules/whatsapp-template-media';
import { ApiError, notFound } from '../../platform/api-error';
import { base64BodyBytes } from '../../platform/http/body-limits';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { ownNumber } from '../numbers-repo';
import { changeProfile, findProfilePhoto, presentProfile, profileRow } from '../profile-repo';
import { routeFamily } from '../../platform/access/route-families';

const imageOnly = (field: string) => new ApiError('invalidRequest', IMAGE_ONLY_MESSAGE, { [field]: IMAGE_ONLY_MESSAGE });
const PHOTO_TOO_LARGE = 'The photo is larger than 5 MB, the limit for a WhatsApp profile photo.';
const photoFile = z.custom<Response>((value) => value instanceof Response).meta({ type: 'string', format: 'binary' });

const readProfile = (method: 'get' | 'post', name: string) =>
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method,
    path: `${PROFILE_BASE}/${name}`,
    summary: "A number's business profile (about, description, address, email, websites, vertical, photo) and its read-receipt setting.",
    ...(method === 'get' ? { query: profileQuery } : { body: profileQuery }),
    response: businessProfile,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query, body }) => {
      const input = (query ?? body) as z.output<typeof profileQuery>;
      return presentProfile(ctx.db, await ownNumber(ctx.db, caller.esme, input.wabaNumber));
    },
  });

export const profileRoutes: AnyRoute[] = [
  readProfile('get', 'getCloudProfile'),
  readProfile('post', 'getProfile'),
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method: 'post',
    path: `${PROFILE_BASE}/edit`,
    summary: "Replaces a number's business profile fields, within the Cloud API's limits (about 139, description 512, address 256, two http(s) websites).",
    body: profileEditRequest,
    response: businessProfile,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const number = await ownNumber(ctx.db, caller.esme, body.senderId);
      await changeProfile(
        ctx.db,
        caller.esme,
        number.id,
        'about = $3, description = $4, address = $5, email = $6, websites = $7::jsonb, vertical = $8',
        [body.about, body.description, body.address, body.email, JSON.stringify(body.websites), body.vertical],
        ctx.options.now(),
      );
      return presentProfile(ctx.db, number);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method: 'post',
    path: `${PROFILE_BASE}/photoUpload`,
    summary: `A number's profile photo, base64: JPEG or PNG, checked by its bytes, up to 5 MB (the Cloud API's limit; this route's own body limit, past the server-wide 1 MB). A larger photo: 413 naming \`data\`. Anything else: 400 '${IMAGE_ONLY_MESSAGE}'.`,
    largeBody: { maxBytes: base64BodyBytes(PROFILE_PHOTO_MAX_BYTES), field: 'data' },
    body: photoUploadRequest,
    response: businessProfile,
    errors: [400, 401, 403, 404, 413],
    handle: async ({ ctx, caller, body }) => {
      const number = await ownNumber(ctx.db, caller.esme, body.senderId);
      const bytes = Buffer.from(body.data, 'base64');
      if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(body.mimeType)) throw imageOnly('mimeType');
      if (sniffMediaType(bytes) !== body.mimeType) throw imageOnly('data');
      if (bytes.length > PROFILE_PHOTO_MAX_BYTES) throw new ApiError('payloadTooLarge', PHOTO_TOO_LARGE, { data: PHOTO_TOO_LARGE });
      await changeProfile(ctx.db, caller.esme, number.id, 'photo_type = $3, photo = $4', [body.mimeType, bytes], ctx.options.now());
      return presentProfile(ctx.db, number);
    },
  }),
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method: 'get',
    path: `${PROFILE_BASE}/photo`,
    summary: "A number's profile photo as uploaded.",
    query: photoQuery,
    response: photoFile,
    contentType: 'image/*',
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      await ownNumber(ctx.db, caller.esme, query.senderId);
      const row = await findProfilePhoto(ctx.db, query.senderId);
      if (!row?.photo || !row.photo_type) throw notFound('This number has no photo.');
      return new Response(new Uint8Array(row.photo), { headers: { 'content-type': row.photo_type, 'cache-control': 'private, max-age=3600' } });
    },
  }),
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method: 'get',
    path: `${PROFILE_BASE}/containerStatus`,
    summary: "Whether the number's messaging container at the provider is running: a connected number's is.",
    query: containerStatusQuery,
    response: containerStatusResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      const number = await ownNumber(ctx.db, caller.esme, query.senderId);
      return { senderId: number.id, status: number.status === 'CONNECTED' ? ('RUNNING' as const) : ('STOPPED' as const), numberStatus: number.status, checkedAt: ctx.options.now().toISOString() };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method: 'post',
    path: `${PROFILE_BASE}/getAutoResponse`,
    summary: "A number's auto-response: on or off, and its text.",
    body: autoResponseGetRequest,
    response: autoResponseResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const number = await ownNumber(ctx.db, caller.esme, body.senderId);
      const row = await profileRow(ctx.db, number.id);
      return { senderId: number.id, autoResponseFlag: row.auto_response, text: row.auto_response_text };
    },
  }),
  ...(['autoResponse', 'updateAutoResponse'] as const).map((name) =>
    defineRoute({
      ...routeFamily.accounts('profiles'),
      method: 'post',
      path: `${PROFILE_BASE}/${name}`,
      summary: `${name === 'autoResponse' ? 'Sets' : 'Changes'} a number's auto-response (query esmeaddr, senderId, channelId, autoResponseFlag, text); turning it on needs a text.`,
      query: autoResponseSetQuery,
      response: autoResponseResponse,
      errors: [400, 401, 403, 404],
      handle: async ({ ctx, caller, query }) => {
        const number = await ownNumber(ctx.db, caller.esme, query.senderId);
        const on = query.autoResponseFlag === 'true';
        const text = query.text.trim();
        if (on && !text) throw new ApiError('invalidRequest', 'An auto-response that is on needs a text.', { text: 'Required when autoResponseFlag is true.' });
        await changeProfile(ctx.db, caller.esme, number.id, 'auto_response = $3, auto_response_text = $4', [on, text], ctx.options.now());
        return { senderId: number.id, autoResponseFlag: on, text };
      },
    }),
  ),
  defineRoute({
    ...routeFamily.accounts('profiles'),
    method: 'get',
    path: `${PROFILE_BASE}/saveReadReceipts`,
    summary: 'Turns read receipts on or off for a number (query esmeaddr, channelId, senderID, readRecipt, as the spec spells them).',
    query: readReceiptsQuery,
    response: readReceiptsResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      const number = await ownNumber(ctx.db, caller.esme, query.senderID);
      const on = query.readRecipt === 'true';
      await changeProfile(ctx.db, caller.esme, number.id, 'read_receipts = $3', [on], ctx.options.now());
      return { senderId: number.id, readReceipts: on };
    },
  }),
];
