import { z } from 'zod';

/**
 * A WhatsApp message template in the Cloud API's own shape (`POST /{waba-id}/message_templates`),
 * so the sandbox provider, the real provider, the builder, the preview and the campaign sender
 * read one structure. This schema is structural only; the platform's content rules
 * (platform-limits.md: lengths, variable placement, button counts) are checked by the template
 * rules module, which reports every problem at once with its field path.
 */

export const templateCategory = z.enum(['MARKETING', 'UTILITY', 'AUTHENTICATION']);
export type TemplateCategory = z.infer<typeof templateCategory>;

export const templateStatus = z.enum(['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL', 'PENDING_DELETION', 'FLAGGED', 'DELETED']);
export type TemplateStatus = z.infer<typeof templateStatus>;

export const templateQuality = z.enum(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']);
export type TemplateQuality = z.infer<typeof templateQuality>;

/** `{{1}}`, `{{2}}` (POSITIONAL) or `{{first_name}}` (NAMED); never both in one template. */
export const parameterFormat = z.enum(['POSITIONAL', 'NAMED']);
export type ParameterFormat = z.infer<typeof parameterFormat>;

const namedExample = z.object({ param_name: z.string(), example: z.string() });

export const headerComponent = z.object({
  type: z.literal('HEADER'),
  format: z.enum(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']),
  text: z.string().optional(),
  example: z
    .object({
      header_text: z.array(z.string()).optional(),
      header_text_named_params: z.array(namedExample).optional(),
      /** Media headers: the handle (or, in the sandbox, the URL) of the uploaded sample. */
      header_handle: z.array(z.string()).optional(),
    })
    .optional(),
});

export const bodyComponent = z.object({
  type: z.literal('BODY'),
  text: z.string(),
  /** AUTHENTICATION bodies are fixed by the platform; these two flags shape them. */
  add_security_recommendation: z.boolean().optional(),
  example: z
    .object({
      /** One row of examples, in variable order. */
      body_text: z.array(z.array(z.string())).optional(),
      body_text_named_params: z.array(namedExample).optional(),
    })
    .optional(),
});

export const footerComponent = z.object({
  type: z.literal('FOOTER'),
  text: z.string().optional(),
  /** AUTHENTICATION only: "This code expires in N minutes." */
  code_expiration_minutes: z.number().int().optional(),
});

export const templateButton = z.discriminatedUnion('type', [
  z.object({ type: z.literal('QUICK_REPLY'), text: z.string() }),
  z.object({ type: z.literal('URL'), text: z.string(), url: z.string(), example: z.array(z.string()).optional() }),
  z.object({ type: z.literal('PHONE_NUMBER'), text: z.string(), phone_number: z.string() }),
  z.object({ type: z.literal('COPY_CODE'), example: z.string() }),
  z.object({ type: z.literal('OTP'), otp_type: z.enum(['COPY_CODE', 'ONE_TAP', 'ZERO_TAP']), text: z.string().optional() }),
]);
export type TemplateButton = z.infer<typeof templateButton>;

export const buttonsComponent = z.object({ type: z.literal('BUTTONS'), buttons: z.array(templateButton) });

/** A carousel card: a media header, a body and up to two buttons, the same components on every card. */
export const carouselCard = z.object({
  components: z.array(z.discriminatedUnion('type', [headerComponent, bodyComponent, buttonsComponent])),
});
export type CarouselCard = z.infer<typeof carouselCard>;

export const carouselComponent = z.object({ type: z.literal('CAROUSEL'), cards: z.array(carouselCard) });

export const templateComponent = z.discriminatedUnion('type', [headerComponent, bodyComponent, footerComponent, buttonsComponent, carouselComponent]);
export type TemplateComponent = z.infer<typeof templateComponent>;
export type HeaderComponent = z.infer<typeof headerComponent>;
export type BodyComponent = z.infer<typeof bodyComponent>;
export type FooterComponent = z.infer<typeof footerComponent>;
export type ButtonsComponent = z.infer<typeof buttonsComponent>;
export type CarouselComponent = z.infer<typeof carouselComponent>;

/** What a designer writes: the create/edit payload's template part. */
export const templateContent = z.object({
  name: z.string(),
  language: z.string(),
  category: templateCategory,
  parameter_format: parameterFormat.default('POSITIONAL'),
  components: z.array(templateComponent),
});
export type TemplateContent = z.infer<typeof templateContent>;
export type TemplateContentInput = z.input<typeof templateContent>;

/** A stored template as lists and the campaign form read it. */
export const whatsappTemplate = templateContent.extend({
  /** Our row id (spec §3 `sno`). */
  sno: z.number().int(),
  /** The provider's template id. */
  id: z.string(),
  wabaId: z.string(),
  status: templateStatus,
  quality_rating: templateQuality,
  /** The provider's reason when REJECTED, PAUSED or DISABLED. */
  rejected_reason: z.string().nullable(),
  updated_on: z.string(),
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplate>;
