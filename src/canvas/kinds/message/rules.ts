import { checkMaxLength, checkRequired, checkUrl, error, FORBIDDEN_MEDIA_HEIGHT_BY_WIDTH, type KindProblem, PROBLEM_CODES, RCS_LIMITS } from '@/canvas/kernel';
import { isUploadedMedia, type Card, type CardOptions, type MessageData, type Suggestion } from './model';

function checkSuggestion(out: KindProblem[], field: string, suggestion: Suggestion): void {
  checkRequired(out, `${field}.label`, suggestion.label);
  checkMaxLength(out, `${field}.label`, suggestion.label, RCS_LIMITS.suggestionLabelMaxChars);
  switch (suggestion.type) {
    case 'reply':
      checkMaxLength(out, `${field}.postbackData`, suggestion.postbackData, RCS_LIMITS.suggestionPostbackMaxChars);
      break;
    case 'url_action':
      checkUrl(out, `${field}.url`, suggestion.url);
      break;
    case 'dial':
    case 'dialer_action':
      checkRequired(out, `${field}.phoneNumber`, suggestion.phoneNumber);
      break;
    case 'calendar_event':
      checkRequired(out, `${field}.title`, suggestion.title);
      checkRequired(out, `${field}.startTime`, suggestion.startTime);
      checkRequired(out, `${field}.endTime`, suggestion.endTime);
      break;
    default:
      break;
  }
}

function checkSuggestionList(out: KindProblem[], field: string, suggestions: Suggestion[], max: number, code: string): void {
  if (suggestions.length > max) out.push(error(field, code, { max }));
  suggestions.forEach((suggestion, index) => checkSuggestion(out, `${field}.${index}`, suggestion));
}

function checkCard(out: KindProblem[], field: string, card: Card): void {
  if (card.title.trim() === '' && card.description.trim() === '' && !card.media?.url) {
    out.push(error(field, PROBLEM_CODES.cardEmpty));
  }
  checkMaxLength(out, `${field}.title`, card.title, RCS_LIMITS.cardTitleMaxChars);
  checkMaxLength(out, `${field}.description`, card.description, RCS_LIMITS.cardDescriptionMaxChars);
  if (card.media && !isUploadedMedia(card.media.url)) checkUrl(out, `${field}.media.url`, card.media.url);
  checkSuggestionList(out, `${field}.suggestions`, card.suggestions, RCS_LIMITS.suggestionsPerCard, PROBLEM_CODES.suggestionsPerCard);
}

function checkCardOptions(out: KindProblem[], field: string, options: CardOptions): void {
  if (FORBIDDEN_MEDIA_HEIGHT_BY_WIDTH[options.width]?.includes(options.mediaHeight)) {
    out.push(error(`${field}.mediaHeight`, PROBLEM_CODES.smallCardTallMedia));
  }
}

/** Reply ids are handle ids, so they must be unique across the whole message, cards included. */
function checkSuggestionIds(out: KindProblem[], data: MessageData): void {
  const { content } = data;
  const cardLists: [string, Suggestion[]][] =
    content.type === 'rich_card'
      ? [['content.card.suggestions', content.card.suggestions]]
      : content.type === 'carousel'
        ? content.cards.map((card, index) => [`content.cards.${index}.suggestions`, card.suggestions])
        : [];
  const seen = new Set<string>();
  for (const [field, suggestions] of [['suggestions', data.suggestions] as [string, Suggestion[]], ...cardLists]) {
    suggestions.forEach((suggestion, index) => {
      if (seen.has(suggestion.id)) out.push(error(`${field}.${index}.id`, PROBLEM_CODES.duplicateId, { id: suggestion.id }));
      seen.add(suggestion.id);
    });
  }
}

/**
 * Content rules of a MESSAGE node: required text, RCS length and count limits, URL checks.
 * @example messageRules(createMessageData(), {}) // [{ field: 'content.text', code: 'REQUIRED', … }]
 */
export function messageRules(data: MessageData): KindProblem[] {
  const out: KindProblem[] = [];
  const { content } = data;
  if (content.type === 'text_message') {
    checkRequired(out, 'content.text', content.text);
    checkMaxLength(out, 'content.text', content.text, RCS_LIMITS.textMaxChars);
  } else if (content.type === 'rich_card') {
    checkCardOptions(out, 'content.options', content.options);
    checkCard(out, 'content.card', content.card);
  } else {
    checkCardOptions(out, 'content.options', content.options);
    const count = content.cards.length;
    if (count < RCS_LIMITS.carouselMinCards || count > RCS_LIMITS.carouselMaxCards) {
      out.push(
        error('content.cards', PROBLEM_CODES.carouselCardCount, {
          min: RCS_LIMITS.carouselMinCards,
          max: RCS_LIMITS.carouselMaxCards,
        }),
      );
    }
    content.cards.forEach((card, index) => checkCard(out, `content.cards.${index}`, card));
  }
  checkSuggestionList(out, 'suggestions', data.suggestions, RCS_LIMITS.suggestionsPerMessage, PROBLEM_CODES.suggestionsPerMessage);
  checkSuggestionIds(out, data);
  return out;
}
