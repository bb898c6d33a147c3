import type { BotCard, BotMessage, BotSuggestion, NodeStep, UserInput } from '@/canvas/kernel';
import { MESSAGE_NEXT_HANDLE, allSuggestions, type Card, type MessageData, type Suggestion } from './model';

type Render = (text: string) => string;
type Reply = Extract<Suggestion, { type: 'reply' }>;

/** A reply without postback data sends its id, so that every chip can be told apart. */
const postbackOf = (reply: Reply, render: Render): string => render(reply.postbackData) || reply.id;

function renderSuggestion(suggestion: Suggestion, render: Render): BotSuggestion {
  const label = render(suggestion.label);
  switch (suggestion.type) {
    case 'reply':
      return { type: 'reply', label, postbackData: postbackOf(suggestion, render) };
    case 'url_action':
      return { type: 'url_action', label, url: render(suggestion.url) };
    case 'dial':
    case 'dialer_action':
      return { type: suggestion.type, label, phoneNumber: render(suggestion.phoneNumber) };
    case 'text':
      return { type: 'text', label, text: render(suggestion.text) };
    case 'view_location':
      return { type: 'view_location', label, latitude: suggestion.latitude, longitude: suggestion.longitude, query: render(suggestion.query) };
    case 'query_location':
      return { type: 'query_location', label, query: render(suggestion.query) };
    case 'calendar_event':
      return {
        type: 'calendar_event',
        label,
        title: render(suggestion.title),
        description: render(suggestion.description),
        startTime: render(suggestion.startTime),
        endTime: render(suggestion.endTime),
      };
    case 'share_location':
      return { type: 'share_location', label };
  }
}

function renderCard(card: Card, render: Render): BotCard {
  const title = render(card.title);
  const description = render(card.description);
  const media = card.media?.url ? { url: render(card.media.url), thumbnailUrl: render(card.media.thumbnailUrl) || null } : null;
  return {
    title: title.trim() === '' ? null : title,
    description: description.trim() === '' ? null : description,
    media,
    suggestions: card.suggestions.map((suggestion) => renderSuggestion(suggestion, render)),
  };
}

/**
 * The message a phone shows for a MESSAGE node, every text interpolated by `render`.
 * @example renderMessage({ content: { type: 'text_message', text: 'Hi {{name}}' }, suggestions: [] }, scope.interpolate)
 * // { type: 'text_message', text: 'Hi Asha', suggestions: [] }
 */
export function renderMessage(data: MessageData, render: Render): BotMessage {
  const suggestions = data.suggestions.map((suggestion) => renderSuggestion(suggestion, render));
  const { content } = data;
  if (content.type === 'text_message') return { type: 'text_message', text: render(content.text), suggestions };
  if (content.type === 'rich_card') return { type: 'rich_card', options: { ...content.options }, card: renderCard(content.card, render), suggestions };
  return { type: 'carousel', options: { ...content.options }, cards: content.cards.map((card) => renderCard(card, render)), suggestions };
}

/** The reply a user chose: a tap sends its postback data (or id); typing its label (any case) counts too. */
function chosenReply(replies: Reply[], input: UserInput, render: Render): Reply | undefined {
  if (input.type === 'postback') return replies.find((reply) => postbackOf(reply, render) === input.data || reply.id === input.data);
  if (input.type === 'text') {
    const typed = input.text.trim().toLowerCase();
    return replies.find((reply) => render(reply.label).trim().toLowerCase() === typed);
  }
  return undefined;
}

/**
 * MESSAGE: sends the message; with reply suggestions it waits, then takes the chosen reply's branch
 * (or `next` for a reply without a branch and for any other answer). Without replies it goes on to `next`.
 */
export const messageStep: NodeStep<MessageData> = ({ data, input, scope }) => {
  const render: Render = (text) => scope.interpolate(text);
  const replies = allSuggestions(data).filter((suggestion): suggestion is Reply => suggestion.type === 'reply');
  if (input === null) {
    const messages = [renderMessage(data, render)];
    return replies.length > 0 ? { type: 'wait', waitingFor: { kind: 'reply' }, messages } : { type: 'next', handle: MESSAGE_NEXT_HANDLE, messages };
  }
  const reply = chosenReply(replies, input, render);
  if (reply?.branch) return { type: 'next', handle: reply.id, note: `reply "${reply.label}"` };
  return { type: 'next', handle: MESSAGE_NEXT_HANDLE, note: reply ? `reply "${reply.label}" (no branch of its own)` : 'no reply matched' };
};
