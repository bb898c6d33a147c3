import { z } from 'zod';
import { templateCategory } from '@/api/contracts/whatsapp-template';
import { keptFormSchema } from '@/shell/drafts';
import type { DraftButton, DraftMedia, TemplateDraft } from './template-draft';

/** The template being created, kept in the browser (docs/decisions.md, "Drafts in the browser"). */
export const TEMPLATE_DRAFT = 'whatsapp.template-draft';

const media: z.ZodType<DraftMedia> = z.object({ handle: z.string(), previewUrl: z.string() });
const button: z.ZodType<DraftButton> = z.object({
  type: z.enum(['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE', 'OTP']),
  text: z.string(),
  url: z.string(),
  urlExample: z.string(),
  phone: z.string(),
  code: z.string(),
  otpType: z.enum(['COPY_CODE', 'ONE_TAP', 'ZERO_TAP']),
});
const templateDraft: z.ZodType<TemplateDraft> = z.object({
  name: z.string(),
  language: z.string(),
  category: templateCategory,
  parameterFormat: z.enum(['POSITIONAL', 'NAMED']),
  headerFormat: z.enum(['NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']),
  headerText: z.string(),
  headerMedia: media,
  body: z.string(),
  footer: z.string(),
  buttons: z.array(button),
  cards: z.array(z.object({ format: z.enum(['IMAGE', 'VIDEO']), media, body: z.string(), buttons: z.array(button) })).nullable(),
  examples: z.record(z.string(), z.string()),
  securityRecommendation: z.boolean(),
  expiryMinutes: z.string(),
});
export const keptTemplateDraft = keptFormSchema(templateDraft);

/** A chosen file's local preview address dies with the page: the draft keeps only what the template stores (the handle). */
const withoutPreview = (media: DraftMedia): DraftMedia => ({ ...media, previewUrl: '' });
export const draftForKeeping = (draft: TemplateDraft): TemplateDraft => ({
  ...draft,
  headerMedia: withoutPreview(draft.headerMedia),
  cards: draft.cards?.map((card) => ({ ...card, media: withoutPreview(card.media) })) ?? null,
});
