import type { RcsCard, RcsSuggestion, RcsTemplateContent } from '@/api/contracts/rcs-template';
import { messageDataSchema, type Card, type CardOptions, type MessageData, type Suggestion } from '@/canvas/kinds/message';

/** A name the RBM rules accept (letters, digits, `_`, `-`), at most 100 characters. */
export function templateNameOf(botName: string, nodeId: string): string {
  const slug = (value: string) => value.trim().toLowerCase().replace(/[^a-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${slug(botName) || 'bot'}_${slug(nodeId) || 'message'}`.slice(0, 100);
}

/** Every MESSAGE node of a flow document, with its data when it parses as a message. */
export function messageNodesOf(document: unknown): { id: string; data: MessageData }[] {
  const nodes = (document as { nodes?: unknown } | null)?.nodes;
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node: { id?: unknown; kind?: unknown; data?: unknown }) => {
    if (node.kind !== 'MESSAGE' || typeof node.id !== 'string') return [];
    const parsed = messageDataSchema.safeParse(node.data);
    return parsed.success ? [{ id: node.id, data: parsed.data }] : [];
  });
}

/** A chatbot message node as an RCS template: authoring-only fields (ids, branch flags) dropped, postbacks kept. */
export function templateOfMessage(name: string, data: MessageData): RcsTemplateContent {
  const suggestions = data.suggestions.map(suggestionOf);
  const { content } = data;
  if (content.type === 'text_message') return { type: 'text_message', name, text: content.text, suggestions };
  if (content.type === 'rich_card') {
    const thumbnailAlignment = content.options.orientation === 'Horizontal' ? content.options.thumbnailAlignment : undefined;
    return { type: 'rich_card', name, orientation: content.options.orientation, thumbnailAlignment, card: cardOf(content.card, content.options), suggestions };
  }
  return { type: 'carousel', name, width: content.options.width, cards: content.cards.map((card) => cardOf(card, content.options)), suggestions };
}

function cardOf(card: Card, options: CardOptions): RcsCard {
  return {
    title: card.title || undefined,
    description: card.description || undefined,
    media: card.media?.url ? { url: card.media.url, height: options.mediaHeight, thumbnailUrl: card.media.thumbnailUrl || undefined } : undefined,
    suggestions: card.suggestions.map(suggestionOf),
  };
}

/** The canvas keeps no postback for actions; the suggestion's id is what the bot recognises when tapped. */
function suggestionOf(suggestion: Suggestion): RcsSuggestion {
  const base = { text: suggestion.label, postbackData: suggestion.id };
  switch (suggestion.type) {
    case 'reply':
      return { type: 'reply', ...base, postbackData: suggestion.postbackData || suggestion.id };
    case 'text':
      return { type: 'text', ...base, postbackData: suggestion.text || suggestion.id };
    case 'url_action':
      return { type: 'url_action', ...base, url: suggestion.url };
    case 'dial':
    case 'dialer_action':
      return { type: suggestion.type, ...base, phoneNumber: suggestion.phoneNumber };
    case 'view_location':
      if (suggestion.latitude === null || suggestion.longitude === null) return { type: 'query_location', ...base, query: suggestion.query };
      return { type: 'view_location', ...base, latitude: suggestion.latitude, longitude: suggestion.longitude, label: suggestion.query || undefined };
    case 'query_location':
      return { type: 'query_location', ...base, query: suggestion.query };
    case 'calendar_event':
      return { type: 'calendar_event', ...base, title: suggestion.title, description: suggestion.description || undefined, startTime: suggestion.startTime, endTime: suggestion.endTime };
    case 'share_location':
      return { type: 'share_location', ...base };
  }
}
