import { z } from 'zod';
import { esmeaddrField } from './rcs-senders';
import { rcsMessageType, rcsTemplateContent } from './rcs-template';

/**
 * Spec §7 "RCS templates" under the campaign base. The template's fields are not shown by the spec:
 * ours are `senderId`, `language` and `template` (the content of `rcs-template.ts`), whose RBM
 * limits the server checks with `api/rules/rcs-template-rules.ts`.
 */
export const RCS_TEMPLATE_BASE = '/api/campaign/api/rcstemplate';

const senderId = z.string().trim().min(1).max(100);
/** Our serial, what the view and edit links carry. */
const templateId = z.coerce.number().int().positive();
const language = z.string().trim().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as en or en_US.');

export const rcsTemplateSaveRequest = z.object({ esmeaddr: esmeaddrField, senderId, language: language.default('en'), template: rcsTemplateContent });
export type RcsTemplateSaveRequest = z.input<typeof rcsTemplateSaveRequest>;

export const rcsTemplateUpdateRequest = rcsTemplateSaveRequest.extend({ templateId });
export type RcsTemplateUpdateRequest = z.input<typeof rcsTemplateUpdateRequest>;

export const rcsTemplateFetchRequest = z.object({ esmeaddr: esmeaddrField, senderId, templateId: templateId.optional() });
export type RcsTemplateFetchRequest = z.input<typeof rcsTemplateFetchRequest>;

export const rcsTemplateDeleteRequest = z.object({ esmeaddr: esmeaddrField, senderId, templateId });
export type RcsTemplateDeleteRequest = z.input<typeof rcsTemplateDeleteRequest>;

export const rcsTemplateExistsQuery = z.object({ esmeaddr: esmeaddrField.optional(), templateName: z.string().trim().min(1).max(100), language, senderId });
export const rcsTemplateExistsResponse = z.object({ exists: z.boolean(), templateId: z.number().nullable() });
export type RcsTemplateExistsResponse = z.infer<typeof rcsTemplateExistsResponse>;

/** `esmeAddr` as spec §7 spells it here; `senderId` picks the agent the bot's messages are filed under (the account's first agent when absent). */
export const rcsTemplateSyncRequest = z.object({ esmeAddr: esmeaddrField, botId: z.uuid(), senderId: senderId.optional() });
export type RcsTemplateSyncRequest = z.input<typeof rcsTemplateSyncRequest>;

export const storedRcsTemplate = z.object({
  templateId: z.number(),
  senderId: z.string(),
  name: z.string(),
  language: z.string(),
  type: rcsMessageType,
  template: rcsTemplateContent,
  source: z.enum(['console', 'syncup']),
  botId: z.string().nullable(),
  createdBy: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type StoredRcsTemplate = z.infer<typeof storedRcsTemplate>;

export const rcsTemplateListResponse = z.object({ templates: z.array(storedRcsTemplate) });
export type RcsTemplateListResponse = z.infer<typeof rcsTemplateListResponse>;

export const rcsTemplateDeleteResponse = z.object({ deleted: z.literal(true), templateId: z.number() });

/** What a sync brought in: each message node of the bot's flows is a template named after the bot and node. */
export const rcsTemplateSyncResponse = z.object({
  senderId: z.string(),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  /** Message nodes left out, with the first RBM rule they break (`path rule`). */
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type RcsTemplateSyncResponse = z.infer<typeof rcsTemplateSyncResponse>;

/** POST mediaUpload: a card's media file, base64, within the server's body limit (larger files by URL). */
export const rcsMediaUploadRequest = z.object({
  esmeaddr: esmeaddrField,
  fileName: z.string().trim().min(1).max(200),
  mimeType: z.string().min(1).max(100),
  data: z.base64().min(1),
});
export type RcsMediaUploadRequest = z.input<typeof rcsMediaUploadRequest>;
export const rcsMediaUploadResponse = z.object({ url: z.url(), mimeType: z.string(), size: z.number() });
export const rcsMediaParams = z.object({ id: z.uuid() });
/** The stored file's bytes. */
export const rcsMediaFile = z.custom<Response>((value) => value instanceof Response).meta({ type: 'string', format: 'binary' });
