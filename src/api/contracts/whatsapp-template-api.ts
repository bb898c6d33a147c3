import { z } from 'zod';
import { templateCategory, templateContent, templateQuality, templateStatus, whatsappTemplate } from './whatsapp-template';

/**
 * The template calls of spec §7 "WhatsApp templates", under the campaign base (`/api/campaign`).
 * `esmeaddr` and `sessionId` are sent as the spec shows them; the server takes the account from the
 * signed-in session and refuses an `esmeaddr` that is not it.
 */

export const TEMPLATES_BASE = '/api/campaign/v1.0/templates';

const esmeaddr = z.coerce.number().int().positive();
/** Meta's ids are digits; ours (the demo WABAs) too. */
const wabaId = z.string().regex(/^\d{1,32}$/, 'A WABA id is digits only.');
const sessionId = z.string().min(1).max(200);
const optionalEsme = esmeaddr.optional();
const optionalSession = sessionId.optional();

/** POST getAllTemplates: the WABA's templates, optionally of one category or status ('All Templates' sends none). */
export const getAllTemplatesRequest = z.object({
  esmeaddr,
  wabaId,
  sessionId,
  category: templateCategory.optional(),
  status: templateStatus.optional(),
});
export const templateListResponse = z.object({ templates: z.array(whatsappTemplate) });
export type TemplateListResponse = z.infer<typeof templateListResponse>;

/** GET getAllTemplatesInRange: brings the provider's templates in, then answers those updated between from and to. */
export const templatesInRangeQuery = z.object({ esmeaddr: optionalEsme, wabaId, from: z.coerce.date(), to: z.coerce.date() });
export const templatesInRangeResponse = templateListResponse.extend({
  synced: z.object({ added: z.number().int(), updated: z.number().int() }),
});

/** DELETE delete: every language of the name goes, as the provider deletes by name. */
export const deleteTemplateQuery = z.object({ esmeaddr: optionalEsme, wabaId, templateName: z.string().min(1).max(512), sessionId: optionalSession });
export const deleteTemplateResponse = z.object({ deleted: z.number().int(), message: z.string() });

/** GET getTemplate?sno */
export const getTemplateQuery = z.object({ sno: z.coerce.number().int().positive().max(2 ** 53) });

/** GET checkExistTemplate: warns before a name and language the WABA already has. */
export const checkExistTemplateQuery = z.object({
  wabaId,
  esmeaddr: optionalEsme,
  template_name: z.string().min(1).max(512),
  language: z.string().min(2).max(12),
});
export const checkExistTemplateResponse = z.object({ exists: z.boolean(), sno: z.number().int().nullable(), status: templateStatus.nullable() });

export const mediaKind = z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']);
export type MediaKind = z.infer<typeof mediaKind>;

/** POST mediaUpload: a header's sample, base64 in JSON; the server checks its type, its bytes and its size. */
export const mediaUploadRequest = z.object({
  esmeaddr,
  wabaId,
  type: mediaKind,
  fileName: z.string().min(1).max(255),
  mimeType: z.string().min(1).max(100),
  data: z.string().min(1).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 only.'),
});
export const mediaUploadResponse = z.object({ handle: z.string(), type: mediaKind, mimeType: z.string(), size: z.number().int() });

/** spec §7 "Other": GET {base}v1.0/download/media/whatsapp answers a file; here a header's sample by the handle mediaUpload gave. */
export const MEDIA_DOWNLOAD_PATH = '/api/v1.0/download/media/whatsapp';
export const mediaDownloadQuery = z.object({
  channel_id: z.literal('WABA'),
  // A template sample's handle, or the provider's id of a file a customer sent (the pending-download-list).
  media_id: z.string().regex(/^(upload:[0-9a-f-]{36}|\d{1,32})$/, 'A media id is the handle mediaUpload answered, or the id of a file a customer sent.'),
  esmeaddr: optionalEsme,
});

/** POST create: submitted to the provider for review; answers the stored template, PENDING. */
export const createTemplateRequest = z.object({ esmeaddr, wabaId, sessionId: optionalSession, template: templateContent });

/** POST edit/{templateId}: the provider keeps name and language; components and category go back to review. */
export const editTemplateRequest = z.object({
  esmeaddr,
  sessionId: optionalSession,
  template: templateContent.pick({ category: true, parameter_format: true, components: true }),
});
export const templateIdParams = z.object({ templateId: z.string().regex(/^\d{1,32}$/, "A template id is the provider's digits.") });

/** GET getTemplateHistory: who changed what, and the provider's review outcomes. */
export const templateHistoryQuery = z.object({ esmeaddr: optionalEsme, templateId: z.string().regex(/^\d{1,32}$/), sessionId: optionalSession });
export const templateHistoryAction = z.enum(['CREATED', 'EDITED', 'REVIEWED', 'QUALITY', 'SYNCED']);
export const templateHistoryEntry = z.object({
  at: z.string(),
  /** The user's name, or `provider` for the provider's webhooks. */
  actor: z.string(),
  action: templateHistoryAction,
  status: templateStatus,
  quality: templateQuality,
  reason: z.string().nullable(),
  /** What an edit changed: `category`, `header`, `body`, `footer`, `buttons`, `carousel`. */
  changes: z.array(z.string()),
});
export type TemplateHistoryEntry = z.infer<typeof templateHistoryEntry>;
export const templateHistoryResponse = z.object({ history: z.array(templateHistoryEntry) });

/** The account's WABAs for the management page's selector. */
export const wabaListResponse = z.object({ wabas: z.array(z.object({ id: z.string(), name: z.string() })) });
