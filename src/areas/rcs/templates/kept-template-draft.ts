import { z } from 'zod';
import { rcsMediaHeight, rcsMessageType, rcsSuggestion, rcsThumbnailAlignment, rcsCardOrientation, rcsCardWidth } from '@/api/contracts/rcs-template';
import { keptFormSchema } from '@/shell/drafts';
import type { CardDraft, TemplateDraft } from './template-draft';

/** The template being built, kept in the browser (docs/decisions.md, "Drafts in the browser"). */
export const RCS_TEMPLATE_DRAFT = 'rcs.template-draft';

const card: z.ZodType<CardDraft> = z.object({ title: z.string(), description: z.string(), mediaUrl: z.string(), mediaHeight: rcsMediaHeight, suggestions: z.array(rcsSuggestion) });
const templateDraft: z.ZodType<TemplateDraft> = z.object({
  senderId: z.string(),
  language: z.string(),
  type: rcsMessageType,
  name: z.string(),
  text: z.string(),
  orientation: rcsCardOrientation,
  thumbnailAlignment: rcsThumbnailAlignment,
  width: rcsCardWidth,
  cards: z.array(card),
  fileUrl: z.string(),
  fileThumbnailUrl: z.string(),
  suggestions: z.array(rcsSuggestion),
  smsFallbackText: z.string(),
});
export const keptRcsTemplateDraft = keptFormSchema(templateDraft);
