import { randomUUID } from 'node:crypto';
import { whatsappTemplate } from '@/api/contracts/whatsapp-template';
import {
  createTemplateRequest,
  deleteTemplateQuery,
  deleteTemplateResponse,
  editTemplateRequest,
  mediaUploadRequest,
  mediaUploadResponse,
  templateIdParams,
  TEMPLATES_BASE,
} from '@/api/contracts/whatsapp-template-api';
import { checkTemplateMedia, sniffMediaType, templateMediaRules } from '@/api/rules/whatsapp-template-media';
import { ApiError, notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { ProviderError } from '../../../channel/channel';
import { presentTemplate } from '../../../messaging/campaigns/senders-repo';
import { createAtProvider } from './create-at-provider';
import { atProvider } from './provider-calls';
import { providerOf } from '../../../channel/provider-answers';
import { checkTemplateContent } from './template-checks';
import {
  actAs,
  addHistory,
  changedParts,
  deleteTemplatesNamed,
  insertTemplate,
  listTemplatesNamed,
  ownWaba,
  templateByName,
  templateByProviderId,
  updateTemplate,
} from '../../../messaging/templates/templates-repo';
import { saveTemplateMedia } from '../../../messaging/templates/template-media-repo';
import { findCampaignUsingTemplates } from '../../../messaging/campaigns/campaigns-repo';
import { routeFamily } from '../../../platform/access/route-families';

/** spec §5: the one message the console shows for an image that is not one. */
const IMAGE_ONLY = 'Please upload image only!!';

const largestSample = Math.max(...Object.values(templateMediaRules).map((rule) => rule.maxBytes));
/** The largest sample (a 100 MB document) as base64 in JSON, with room for the other fields. */
const MEDIA_BODY_BYTES = Math.ceil(largestSample / 3) * 4 + 64 * 1024;
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const templateWriteRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.templates,
    method: 'post',
    path: `${TEMPLATES_BASE}/create`,
    summary: 'Submits a template to the provider for review; it is stored PENDING and its verdict (APPROVED, or REJECTED with a reason) arrives by webhook.',
    body: createTemplateRequest,
    response: whatsappTemplate,
    errors: [400, 401, 403, 404, 409, 429, 502],
    handle: async ({ ctx, caller, body }) => {
      await ownWaba(ctx.db, caller.esme, body.wabaId);
      await checkTemplateContent(ctx.db, caller.esme, body.template);
      if (await templateByName(ctx.db, body.wabaId, body.template.name, body.template.language)) {
        throw new ApiError('nameTaken', 'This WABA already has a template of this name and language.', { 'template.name': 'name.taken' });
      }
      const created = await createAtProvider(providerOf(ctx.templateProvider), body.wabaId, body.template);
      const at = ctx.options.now();
      const row = await ctx.db.transaction(async (tx) => {
        await actAs(tx, caller.username);
        const saved = await insertTemplate(tx, { esme: caller.esme, wabaId: body.wabaId, providerId: created.id, content: { ...body.template, category: created.category }, status: created.status, at });
        await addHistory(tx, saved, { at, actor: caller.username, action: 'CREATED' });
        return saved;
      });
      return presentTemplate(row);
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'post',
    path: `${TEMPLATES_BASE}/edit/:templateId`,
    summary: "Changes a template's category and components (name and language stay, as at the provider) and sends it back to review: PENDING again.",
    params: templateIdParams,
    body: editTemplateRequest,
    response: whatsappTemplate,
    errors: [400, 401, 403, 404, 409, 502],
    handle: async ({ ctx, caller, body, params }) => {
      const row = await templateByProviderId(ctx.db, caller.esme, params.templateId);
      if (row.status === 'PENDING') throw new ApiError('templateInReview', 'The template is in review; edit it once the provider has answered.');
      const content = { name: row.name, language: row.language, ...body.template };
      await checkTemplateContent(ctx.db, caller.esme, content);
      await atProvider(() => providerOf(ctx.templateProvider).editTemplate(params.templateId, { components: content.components, category: content.category }));
      const at = ctx.options.now();
      const saved = await ctx.db.transaction(async (tx) => {
        await actAs(tx, caller.username);
        const updated = await updateTemplate(tx, row.sno, { category: content.category, parameterFormat: content.parameter_format, components: content.components, status: 'PENDING', reason: null, at });
        await addHistory(tx, updated, { at, actor: caller.username, action: 'EDITED', changes: changedParts(row, content) });
        return updated;
      });
      return presentTemplate(saved);
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'delete',
    path: `${TEMPLATES_BASE}/delete`,
    summary: 'Deletes a template by name in every language, as the provider does; a template a campaign uses is kept (409).',
    query: deleteTemplateQuery,
    response: deleteTemplateResponse,
    errors: [400, 401, 403, 404, 409, 502],
    handle: async ({ ctx, caller, query }) => {
      await ownWaba(ctx.db, caller.esme, query.wabaId);
      const rows = await listTemplatesNamed(ctx.db, caller.esme, query.wabaId, query.templateName);
      if (!rows.length) throw notFound('No template of this name in the WABA.');
      const used = await findCampaignUsingTemplates(ctx.db, rows.map((row) => row.sno));
      if (used) throw new ApiError('templateInUse', `The campaign "${used.name}" uses this template; it cannot be deleted.`);
      await atProvider(async () => {
        try {
          await providerOf(ctx.templateProvider).deleteTemplate(query.wabaId, query.templateName);
        } catch (error) {
          // Not at the provider (a demo template, or deleted there already): ours goes too.
          if (!(error instanceof ProviderError && error.code === 100 && /not found/i.test(error.title))) throw error;
        }
      });
      await deleteTemplatesNamed(ctx.db, caller.esme, query.wabaId, query.templateName);
      return { deleted: rows.length, message: `Deleted ${query.templateName} (${rows.map((row) => row.language).join(', ')}).` };
    },
  }),
  defineRoute({
    ...routeFamily.templates,
    method: 'post',
    path: `${TEMPLATES_BASE}/mediaUpload`,
    summary:
      "A media header's sample, base64: JPEG or PNG up to 5 MB, MP4 or 3GPP up to 16 MB, PDF up to 100 MB (this route's own body limit, about 133 MB of base64); a larger file answers 413 naming `data`. Answers the handle to put in header_handle.",
    largeBody: { maxBytes: MEDIA_BODY_BYTES, field: 'data' },
    body: mediaUploadRequest,
    response: mediaUploadResponse,
    errors: [400, 401, 403, 404, 413],
    handle: async ({ ctx, caller, body }) => {
      await ownWaba(ctx.db, caller.esme, body.wabaId);
      const bytes = Buffer.from(body.data, 'base64');
      const wrongType = body.type === 'IMAGE' ? IMAGE_ONLY : `A ${body.type.toLowerCase()} header takes another file type.`;
      const problem = checkTemplateMedia(body.type, { type: body.mimeType, size: bytes.length });
      if (problem === 'media.wrong_type') throw new ApiError('invalidRequest', wrongType, { mimeType: wrongType });
      if (problem === 'media.empty') throw new ApiError('invalidRequest', 'The file is empty.', { data: problem });
      if (problem) {
        const message = `The file is larger than ${megabytes(templateMediaRules[body.type].maxBytes)}, the limit for a ${body.type.toLowerCase()} header.`;
        throw new ApiError('payloadTooLarge', message, { data: message });
      }
      if (sniffMediaType(bytes) !== body.mimeType) throw new ApiError('invalidRequest', wrongType, { data: wrongType });
      const handle = `upload:${randomUUID()}`;
      await saveTemplateMedia(ctx.db, { handle, esme: caller.esme, wabaId: body.wabaId, kind: body.type, mimeType: body.mimeType, fileName: body.fileName, data: bytes, at: ctx.options.now() });
      return { handle, type: body.type, mimeType: body.mimeType, size: bytes.length };
    },
  }),
];

