import { RCS_LIMITS, type TextVisitor } from '@/canvas/kernel';
import type { Card, MessageContent, MessageData, Suggestion } from './model';

const labelOf = (suggestion: Suggestion) => suggestion.label || suggestion.id;

function suggestionTexts(suggestion: Suggestion, at: string, visit: TextVisitor): Suggestion {
  const key = `${at}.${suggestion.id}`;
  const name = { label: labelOf(suggestion) };
  const label = visit(`${key}.label`, suggestion.label, { labelKey: 'flowLanguages.texts.suggestionLabel', labelParams: name, maxLength: RCS_LIMITS.suggestionLabelMaxChars });
  if (suggestion.type === 'text') {
    return { ...suggestion, label, text: visit(`${key}.text`, suggestion.text, { labelKey: 'flowLanguages.texts.suggestionText', labelParams: name }) };
  }
  if (suggestion.type === 'calendar_event') {
    return {
      ...suggestion,
      label,
      title: visit(`${key}.title`, suggestion.title, { labelKey: 'flowLanguages.texts.eventTitle', labelParams: name }),
      description: visit(`${key}.description`, suggestion.description, { labelKey: 'flowLanguages.texts.eventDescription', labelParams: name, multiline: true }),
    };
  }
  return { ...suggestion, label };
}

function cardTexts(card: Card, at: string, n: number, visit: TextVisitor): Card {
  const key = `${at}.${card.id}`;
  return {
    ...card,
    title: visit(`${key}.title`, card.title, { labelKey: 'flowLanguages.texts.cardTitle', labelParams: { n }, maxLength: RCS_LIMITS.cardTitleMaxChars }),
    description: visit(`${key}.description`, card.description, {
      labelKey: 'flowLanguages.texts.cardDescription',
      labelParams: { n },
      maxLength: RCS_LIMITS.cardDescriptionMaxChars,
      multiline: true,
    }),
    suggestions: card.suggestions.map((suggestion) => suggestionTexts(suggestion, `${key}.suggestions`, visit)),
  };
}

function contentTexts(content: MessageContent, visit: TextVisitor): MessageContent {
  if (content.type === 'text_message') {
    return { ...content, text: visit('content.text', content.text, { labelKey: 'flowLanguages.texts.messageText', maxLength: RCS_LIMITS.textMaxChars, multiline: true }) };
  }
  if (content.type === 'rich_card') return { ...content, card: cardTexts(content.card, 'content.card', 1, visit) };
  return { ...content, cards: content.cards.map((card, index) => cardTexts(card, 'content.cards', index + 1, visit)) };
}

/**
 * The texts a phone shows for a MESSAGE: its text or cards, and every suggestion's label (plus what a
 * text or calendar suggestion carries). Postback data, URLs and numbers are not language.
 * @example messageTexts(data, (key, text) => (key === 'content.text' ? 'مرحبا' : text)).content // { type: 'text_message', text: 'مرحبا' }
 */
export function messageTexts(data: MessageData, visit: TextVisitor): MessageData {
  return {
    ...data,
    content: contentTexts(data.content, visit),
    suggestions: data.suggestions.map((suggestion) => suggestionTexts(suggestion, 'suggestions', visit)),
  };
}
