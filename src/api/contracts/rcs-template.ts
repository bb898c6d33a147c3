import { z } from 'zod';

/**
 * An RCS template as the console stores it (spec §3 enumerations). The schema holds the structure;
 * the RBM limits (lengths, counts, combinations) live in `api/rules/rcs-template-rules.ts`, so the
 * builder can show each problem beside its field and the server answers 400 naming the same path.
 */

export const rcsMessageType = z.enum(['text_message', 'rich_card', 'carousel', 'file_message']);
export type RcsMessageType = z.infer<typeof rcsMessageType>;

export const rcsSuggestionType = z.enum(['reply', 'url_action', 'dialer_action', 'dial', 'text', 'view_location', 'query_location', 'calendar_event', 'share_location']);
export type RcsSuggestionType = z.infer<typeof rcsSuggestionType>;

export const rcsCardWidth = z.enum(['SMALL', 'MEDIUM']);
export const rcsCardOrientation = z.enum(['Horizontal', 'Vertical']);
export const rcsThumbnailAlignment = z.enum(['LEFT', 'RIGHT']);
export const rcsMediaHeight = z.enum(['SHORT', 'MEDIUM', 'TALL']);

const base = { text: z.string(), postbackData: z.string() };

/** `reply` and `text` are both a quick reply: the tap sends the label and the postback back. */
export const rcsSuggestion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reply'), ...base }),
  z.object({ type: z.literal('text'), ...base }),
  z.object({ type: z.literal('url_action'), ...base, url: z.string() }),
  z.object({ type: z.literal('dialer_action'), ...base, phoneNumber: z.string() }),
  z.object({ type: z.literal('dial'), ...base, phoneNumber: z.string() }),
  z.object({ type: z.literal('view_location'), ...base, latitude: z.number(), longitude: z.number(), label: z.string().optional() }),
  z.object({ type: z.literal('query_location'), ...base, query: z.string() }),
  z.object({ type: z.literal('share_location'), ...base }),
  z.object({
    type: z.literal('calendar_event'),
    ...base,
    title: z.string(),
    description: z.string().optional(),
    /** ISO 8601 instants. */
    startTime: z.string(),
    endTime: z.string(),
  }),
]);
export type RcsSuggestion = z.infer<typeof rcsSuggestion>;

export const rcsMedia = z.object({
  url: z.string(),
  height: rcsMediaHeight,
  thumbnailUrl: z.string().optional(),
});
export type RcsMedia = z.infer<typeof rcsMedia>;

export const rcsCard = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  media: rcsMedia.optional(),
  suggestions: z.array(rcsSuggestion).default([]),
});
export type RcsCard = z.infer<typeof rcsCard>;

const common = {
  name: z.string(),
  /** Suggestions of the message itself (chips under it). */
  suggestions: z.array(rcsSuggestion).default([]),
  /** Sent by SMS instead to a number that cannot receive RCS; no fallback when absent. */
  smsFallbackText: z.string().optional(),
};

/** A file sent on its own (RBM's `contentInfo`): a video or a PDF by its public URL, with an optional thumbnail image. */
export const rcsFile = z.object({ url: z.string(), thumbnailUrl: z.string().optional() });
export type RcsFile = z.infer<typeof rcsFile>;

export const rcsTemplateContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text_message'), ...common, text: z.string() }),
  z.object({ type: z.literal('rich_card'), ...common, orientation: rcsCardOrientation, thumbnailAlignment: rcsThumbnailAlignment.optional(), card: rcsCard }),
  z.object({ type: z.literal('carousel'), ...common, width: rcsCardWidth, cards: z.array(rcsCard) }),
  z.object({ type: z.literal('file_message'), ...common, file: rcsFile }),
]);
export type RcsTemplateContent = z.infer<typeof rcsTemplateContent>;
export type RcsTemplateContentInput = z.input<typeof rcsTemplateContent>;
