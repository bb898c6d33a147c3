import { z } from 'zod';
import { CARD_ORIENTATIONS, CARD_WIDTHS, type HandleSpec, idSchema, MEDIA_HEIGHTS, THUMBNAIL_ALIGNMENTS } from '@/canvas/kernel';

const suggestionBase = { id: idSchema, label: z.string() };

/** One RCS suggestion; a `reply` with `branch` set opens its own output handle. */
export const suggestionSchema = z.discriminatedUnion('type', [
  z.object({ ...suggestionBase, type: z.literal('reply'), postbackData: z.string(), branch: z.boolean() }),
  z.object({ ...suggestionBase, type: z.literal('url_action'), url: z.string() }),
  z.object({ ...suggestionBase, type: z.literal('dialer_action'), phoneNumber: z.string() }),
  z.object({ ...suggestionBase, type: z.literal('dial'), phoneNumber: z.string() }),
  z.object({ ...suggestionBase, type: z.literal('text'), text: z.string() }),
  z.object({
    ...suggestionBase,
    type: z.literal('view_location'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    query: z.string(),
  }),
  z.object({ ...suggestionBase, type: z.literal('query_location'), query: z.string() }),
  z.object({
    ...suggestionBase,
    type: z.literal('calendar_event'),
    title: z.string(),
    description: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  }),
  z.object({ ...suggestionBase, type: z.literal('share_location') }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const cardOptionsSchema = z.object({
  width: z.enum(CARD_WIDTHS),
  orientation: z.enum(CARD_ORIENTATIONS),
  thumbnailAlignment: z.enum(THUMBNAIL_ALIGNMENTS),
  mediaHeight: z.enum(MEDIA_HEIGHTS),
});
export type CardOptions = z.infer<typeof cardOptionsSchema>;

export const cardSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  media: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  suggestions: z.array(suggestionSchema),
});
export type Card = z.infer<typeof cardSchema>;

/** Counts (carousel size, text length) are checked by the rules, so drafts stay saveable. */
export const messageContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text_message'), text: z.string() }),
  z.object({ type: z.literal('rich_card'), options: cardOptionsSchema, card: cardSchema }),
  z.object({ type: z.literal('carousel'), options: cardOptionsSchema, cards: z.array(cardSchema) }),
]);
export type MessageContent = z.infer<typeof messageContentSchema>;

export const messageDataSchema = z.object({
  content: messageContentSchema,
  /** Message-level suggestion chips (at most 11). */
  suggestions: z.array(suggestionSchema),
});
export type MessageData = z.infer<typeof messageDataSchema>;

/**
 * Largest image a designer may upload into a card. It is kept in the flow as a data URL (a third
 * larger in base64), and a saved flow must stay well under the server's 1 MB body limit.
 */
export const MEDIA_UPLOAD_MAX_BYTES = 256 * 1024;

const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+=*$/i;

/**
 * Whether a card's media URL is an uploaded image kept in the flow.
 * @example isUploadedMedia('data:image/png;base64,iVBORw0KGgo=') // true
 */
export function isUploadedMedia(url: string): boolean {
  return IMAGE_DATA_URL.test(url);
}

export const DEFAULT_CARD_OPTIONS: CardOptions = {
  width: 'MEDIUM',
  orientation: 'Vertical',
  thumbnailAlignment: 'LEFT',
  mediaHeight: 'MEDIUM',
};

export function createMessageData(): MessageData {
  return { content: { type: 'text_message', text: '' }, suggestions: [] };
}

/** The cards of a message, whatever its type. */
export function messageCards(content: MessageContent): Card[] {
  if (content.type === 'rich_card') return [content.card];
  if (content.type === 'carousel') return content.cards;
  return [];
}

/** Every suggestion of a message: its chips first, then each card's. */
export function allSuggestions(data: MessageData): Suggestion[] {
  return [...data.suggestions, ...messageCards(data.content).flatMap((card) => card.suggestions)];
}

export const MESSAGE_NEXT_HANDLE = 'next';

/** One handle per branching reply, then the default `next`. */
export function messageOutputs(data: MessageData): HandleSpec[] {
  const replies: HandleSpec[] = allSuggestions(data)
    .filter((suggestion) => suggestion.type === 'reply' && suggestion.branch)
    .map((suggestion) => ({
      id: suggestion.id,
      labelKey: 'canvas.handles.reply',
      label: suggestion.label,
      required: true,
    }));
  return [...replies, { id: MESSAGE_NEXT_HANDLE, labelKey: 'canvas.handles.next', required: false }];
}
