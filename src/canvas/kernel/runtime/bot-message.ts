/**
 * What a phone renders for one bot message: the flow's message content after `{{variable}}`
 * interpolation, without authoring-only fields (ids, branch flags).
 */

export type BotSuggestion =
  | { type: 'reply'; label: string; postbackData: string }
  | { type: 'url_action'; label: string; url: string }
  | { type: 'dialer_action' | 'dial'; label: string; phoneNumber: string }
  | { type: 'text'; label: string; text: string }
  | { type: 'view_location'; label: string; latitude: number | null; longitude: number | null; query: string }
  | { type: 'query_location'; label: string; query: string }
  | { type: 'calendar_event'; label: string; title: string; description: string; startTime: string; endTime: string }
  | { type: 'share_location'; label: string };

export interface BotCardOptions {
  width: 'SMALL' | 'MEDIUM';
  orientation: 'Horizontal' | 'Vertical';
  thumbnailAlignment: 'LEFT' | 'RIGHT';
  mediaHeight: 'SHORT' | 'MEDIUM' | 'TALL';
}

export interface BotCard {
  /** Null when the card has no title (the phone leaves the line out). */
  title: string | null;
  description: string | null;
  media: { url: string; thumbnailUrl: string | null } | null;
  suggestions: BotSuggestion[];
}

export type BotMessage =
  | { type: 'text_message'; text: string; suggestions: BotSuggestion[] }
  | { type: 'rich_card'; options: BotCardOptions; card: BotCard; suggestions: BotSuggestion[] }
  | { type: 'carousel'; options: BotCardOptions; cards: BotCard[]; suggestions: BotSuggestion[] };

/**
 * A plain text message, optionally with chips.
 * @example botText('Hello') // { type: 'text_message', text: 'Hello', suggestions: [] }
 */
export function botText(text: string, suggestions: BotSuggestion[] = []): BotMessage {
  return { type: 'text_message', text, suggestions };
}
