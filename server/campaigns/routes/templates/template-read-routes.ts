import { whatsappTemplate } from '@/api/contracts/whatsapp-template';
import {
  checkExistTemplateQuery,
  checkExistTemplateResponse,
  getAllTemplatesRequest,
  getTemplateQuery,
  MEDIA_DOWNLOAD_PATH,
  mediaDownloadQuery,
  templateHistoryQuery,
  templateHistoryResponse,
  templateListResponse,
  templatesInRangeQuery,
  templatesInRangeResponse,
  TEMPLATES_BASE,
  wabaListResponse,
} from '@/api/contracts/whatsapp-template-api';
import { WABA_LIST_PATH } from '@/api/contracts/whatsapp-waba';
import { z } from 'zod';
import { notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { customerMediaFile } from '../../../customer-media/customer-media-file';
import { presentTemplate } from '../../../messaging/campaigns/senders-repo';
import { providerOf } from '../../../channel/provider-answers';
import { syncWabaTemplates } from './template-sync';
import { listHistory, listTemplates, listWabas, ownWaba, templateByName, templateByProviderId, templateBySno } from '../../../messaging/templates/templates-repo';
import { findTemplateMedia } from '../../../messaging/templates/template-media-repo';
import { routeFamily } from '../../../platform/access/route-families';

const mediaFile = z.custom<Response>((value) => value instanceof Response).meta({ type: 'string', format: 'binary' });

export const templateReadRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.templates,
    method: 'get',
    path: MEDIA_DOWNLOAD_PATH,
    summary: "A template header's sample as uploaded (image, video or PDF), by the handle mediaUpload answered; the template pages and the campaign preview show it. Or a file a customer sent, by its provider media id (fetched from the provider once). Another account's id is a 404.",
    query: mediaDownloadQuery,
    response: mediaFile,
    contentType: 'application/octet-stream',
    errors: [400, 401, 403, 404, 502],
    handle: async ({ ctx, caller, query }) => {
      const row = await findTemplateMedia(ctx.db, caller.esme, query.media_id);
      if (!row) {
        const sentByCustomer = await customerMediaFile(ctx, caller.esme, query.media_id);
        if (!sentByCustomer) throw notFound('No such media in your account.');
        return sentByCustomer;
      }
      const disposition = `inline; filename*=UTF-8''${encodeURIComponent(row.file_name)}`;
      return new Response(new Uint8Array(row.data), { headers: { 'content-type': row.mime_type, 'content-disposition': disposition, 'cache-control': 'private, max-age=3600' } });
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'get',
    path: WABA_LIST_PATH,
    summary: "Spec §7's waba list: the account's WhatsApp Business accounts (id and name), for the template pages' WABA choice. Served at {campaign}/v1.0/templates/wabas before #32.",
    response: wabaListResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => ({ wabas: await listWabas(ctx.db, caller.esme) }),
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'post',
    path: `${TEMPLATES_BASE}/getAllTemplates`,
    summary: "A WABA's templates, newest change first; `category` and `status` narrow it ('All Templates' sends neither).",
    body: getAllTemplatesRequest,
    response: templateListResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      await ownWaba(ctx.db, caller.esme, body.wabaId);
      return { templates: await listTemplates(ctx.db, caller.esme, body.wabaId, body) };
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'get',
    path: `${TEMPLATES_BASE}/getAllTemplatesInRange`,
    summary: "Brings the provider's templates of the WABA into ours without duplicates, then answers those last changed between `from` and `to`.",
    query: templatesInRangeQuery,
    response: templatesInRangeResponse,
    errors: [400, 401, 403, 404, 429, 502],
    handle: async ({ ctx, caller, query }) => {
      await ownWaba(ctx.db, caller.esme, query.wabaId);
      const synced = await syncWabaTemplates(ctx.db, providerOf(ctx.templateProvider), { esme: caller.esme, wabaId: query.wabaId, actor: caller.username, at: ctx.options.now() });
      return { templates: await listTemplates(ctx.db, caller.esme, query.wabaId, { from: query.from, to: query.to }), synced };
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'get',
    path: `${TEMPLATES_BASE}/getTemplate`,
    summary: 'One template by our serial `sno`, as the view and edit pages read it.',
    query: getTemplateQuery,
    response: whatsappTemplate,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => presentTemplate(await templateBySno(ctx.db, caller.esme, query.sno)),
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'get',
    path: `${TEMPLATES_BASE}/checkExistTemplate`,
    summary: 'Whether the WABA already has a template of this name and language (the form warns before saving).',
    query: checkExistTemplateQuery,
    response: checkExistTemplateResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      await ownWaba(ctx.db, caller.esme, query.wabaId);
      const row = await templateByName(ctx.db, query.wabaId, query.template_name, query.language);
      return { exists: !!row, sno: row ? Number(row.sno) : null, status: row?.status ?? null };
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'get',
    path: `${TEMPLATES_BASE}/getTemplateHistory`,
    summary: "A template's history by the provider's `templateId`: who created and edited it, and each review outcome and quality change.",
    query: templateHistoryQuery,
    response: templateHistoryResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      const row = await templateByProviderId(ctx.db, caller.esme, query.templateId);
      return { history: await listHistory(ctx.db, row.sno) };
    },
  }),
];
