import type { RcsCard, RcsSuggestion, RcsTemplateContent } from '../contracts/rcs-template';

/** RBM's published limits (design/platform-limits.md), in one place so a provider can change them. */
export const rcsLimits = {
  textMessage: 3_072,
  cardTitle: 200,
  cardDescription: 2_000,
  carouselCards: { min: 2, max: 10 },
  cardSuggestions: 4,
  messageSuggestions: 11,
  suggestionLabel: 25,
  postbackData: 2_048,
  smsFallbackText: 1_000,
  name: 100,
  /** Longest life a message may be given before it is revoked. */
  expiryHours: 48,
} as const;

export type RcsRule =
  | 'required'
  | 'max-length'
  | 'min-count'
  | 'max-count'
  | 'name-format'
  | 'card-content'
  | 'tall-on-small'
  | 'thumbnail-alignment'
  | 'url'
  | 'phone-number'
  | 'latitude'
  | 'longitude'
  | 'date-time'
  | 'end-before-start';

/** `path` as zod names it (`cards.1.suggestions.0.text`); `params` fill the message's placeholders. */
export interface RcsTemplateProblem {
  path: string;
  rule: RcsRule;
  params: Record<string, number | string>;
}

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const phone = /^\+[1-9]\d{6,14}$/;

export function checkRcsTemplate(template: RcsTemplateContent): RcsTemplateProblem[] {
  const problems: RcsTemplateProblem[] = [];
  const add = (path: string, rule: RcsRule, params: Record<string, number | string> = {}) => problems.push({ path, rule, params });
  const length = (path: string, value: string | undefined, max: number) => {
    if (value !== undefined && value.length > max) add(path, 'max-length', { max, length: value.length });
  };

  if (!template.name.trim()) add('name', 'required');
  else if (!/^[A-Za-z0-9_-]+$/.test(template.name)) add('name', 'name-format');
  length('name', template.name, rcsLimits.name);
  length('smsFallbackText', template.smsFallbackText, rcsLimits.smsFallbackText);

  let total = template.suggestions.length;
  if (template.type === 'text_message') {
    if (!template.text.trim()) add('text', 'required');
    length('text', template.text, rcsLimits.textMessage);
  } else if (template.type === 'file_message') {
    if (!template.file.url.trim()) add('file.url', 'required');
    else if (!httpUrl.test(template.file.url)) add('file.url', 'url');
    if (template.file.thumbnailUrl !== undefined && !httpUrl.test(template.file.thumbnailUrl)) add('file.thumbnailUrl', 'url');
  } else if (template.type === 'rich_card') {
    if (template.orientation === 'Horizontal' && !template.thumbnailAlignment) add('thumbnailAlignment', 'required');
    checkCard(template.card, 'card', add, length);
    total += template.card.suggestions.length;
  } else {
    const { min, max } = rcsLimits.carouselCards;
    if (template.cards.length < min) add('cards', 'min-count', { min });
    if (template.cards.length > max) add('cards', 'max-count', { max });
    for (const [index, card] of template.cards.entries()) {
      checkCard(card, `cards.${index}`, add, length);
      if (template.width === 'SMALL' && card.media?.height === 'TALL') add(`cards.${index}.media.height`, 'tall-on-small');
      total += card.suggestions.length;
    }
  }
  if (template.suggestions.length > rcsLimits.messageSuggestions || total > rcsLimits.messageSuggestions) {
    add('suggestions', 'max-count', { max: rcsLimits.messageSuggestions });
  }
  for (const [index, suggestion] of template.suggestions.entries()) checkSuggestion(suggestion, `suggestions.${index}`, add, length);
  return problems;
}

type Add = (path: string, rule: RcsRule, params?: Record<string, number | string>) => void;
type Length = (path: string, value: string | undefined, max: number) => void;

function checkCard(card: RcsCard, path: string, add: Add, length: Length) {
  if (!card.media && !card.title?.trim() && !card.description?.trim()) add(path, 'card-content');
  length(`${path}.title`, card.title, rcsLimits.cardTitle);
  length(`${path}.description`, card.description, rcsLimits.cardDescription);
  if (card.media && !httpUrl.test(card.media.url)) add(`${path}.media.url`, 'url');
  if (card.media?.thumbnailUrl !== undefined && !httpUrl.test(card.media.thumbnailUrl)) add(`${path}.media.thumbnailUrl`, 'url');
  if (card.suggestions.length > rcsLimits.cardSuggestions) add(`${path}.suggestions`, 'max-count', { max: rcsLimits.cardSuggestions });
  for (const [index, suggestion] of card.suggestions.entries()) checkSuggestion(suggestion, `${path}.suggestions.${index}`, add, length);
}

function checkSuggestion(suggestion: RcsSuggestion, path: string, add: Add, length: Length) {
  if (!suggestion.text.trim()) add(`${path}.text`, 'required');
  length(`${path}.text`, suggestion.text, rcsLimits.suggestionLabel);
  if (!suggestion.postbackData) add(`${path}.postbackData`, 'required');
  length(`${path}.postbackData`, suggestion.postbackData, rcsLimits.postbackData);
  switch (suggestion.type) {
    case 'url_action':
      if (!httpUrl.test(suggestion.url)) add(`${path}.url`, 'url');
      break;
    case 'dial':
    case 'dialer_action':
      if (!phone.test(suggestion.phoneNumber)) add(`${path}.phoneNumber`, 'phone-number');
      break;
    case 'view_location':
      if (!(Math.abs(suggestion.latitude) <= 90)) add(`${path}.latitude`, 'latitude');
      if (!(Math.abs(suggestion.longitude) <= 180)) add(`${path}.longitude`, 'longitude');
      break;
    case 'query_location':
      if (!suggestion.query.trim()) add(`${path}.query`, 'required');
      break;
    case 'calendar_event': {
      if (!suggestion.title.trim()) add(`${path}.title`, 'required');
      const start = Date.parse(suggestion.startTime);
      const end = Date.parse(suggestion.endTime);
      if (Number.isNaN(start)) add(`${path}.startTime`, 'date-time');
      if (Number.isNaN(end)) add(`${path}.endTime`, 'date-time');
      if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) add(`${path}.endTime`, 'end-before-start');
      break;
    }
    default:
      break;
  }
}
