import type { StoredRcsTemplate } from '@/api/contracts/rcs-template-api';
import type { RcsCard, RcsMessageType, RcsSuggestion, RcsTemplateContent } from '@/api/contracts/rcs-template';
import { checkRcsTemplate, type RcsTemplateProblem } from '@/api/rules/rcs-template-rules';

export interface CardDraft {
  title: string;
  description: string;
  mediaUrl: string;
  mediaHeight: 'SHORT' | 'MEDIUM' | 'TALL';
  suggestions: RcsSuggestion[];
}

/** Everything the builder holds: switching the type keeps what was typed for the others. */
export interface TemplateDraft {
  senderId: string;
  language: string;
  type: RcsMessageType;
  name: string;
  text: string;
  orientation: 'Vertical' | 'Horizontal';
  thumbnailAlignment: 'LEFT' | 'RIGHT';
  width: 'SMALL' | 'MEDIUM';
  /** A rich card uses the first; a carousel all of them. */
  cards: CardDraft[];
  /** A file message: the video's or PDF's URL, and an optional thumbnail image's. */
  fileUrl: string;
  fileThumbnailUrl: string;
  suggestions: RcsSuggestion[];
  smsFallbackText: string;
}

export const emptyCard = (): CardDraft => ({ title: '', description: '', mediaUrl: '', mediaHeight: 'MEDIUM', suggestions: [] });

export function emptyDraft(senderId = ''): TemplateDraft {
  return { senderId, language: 'en', type: 'text_message', name: '', text: '', orientation: 'Vertical', thumbnailAlignment: 'LEFT', width: 'MEDIUM', cards: [emptyCard(), emptyCard()], fileUrl: '', fileThumbnailUrl: '', suggestions: [], smsFallbackText: '' };
}

/** A new suggestion of a kind, with the fields that kind needs. */
export function newSuggestion(type: RcsSuggestion['type'], ordinal: number): RcsSuggestion {
  const base = { text: '', postbackData: `suggestion_${ordinal}` };
  switch (type) {
    case 'url_action':
      return { type, ...base, url: 'https://' };
    case 'dial':
    case 'dialer_action':
      return { type, ...base, phoneNumber: '+' };
    case 'view_location':
      return { type, ...base, latitude: 0, longitude: 0 };
    case 'query_location':
      return { type, ...base, query: '' };
    case 'calendar_event':
      return { type, ...base, title: '', startTime: '', endTime: '' };
    default:
      return { type, ...base };
  }
}

function cardOf(card: CardDraft): RcsCard {
  return {
    title: card.title || undefined,
    description: card.description || undefined,
    media: card.mediaUrl ? { url: card.mediaUrl, height: card.mediaHeight } : undefined,
    suggestions: card.suggestions,
  };
}

/** The calendar inputs give local `YYYY-MM-DDTHH:mm`; RBM takes instants. */
function suggestionOf(suggestion: RcsSuggestion): RcsSuggestion {
  if (suggestion.type !== 'calendar_event') return suggestion;
  const instant = (value: string) => (Number.isNaN(Date.parse(value)) ? value : new Date(value).toISOString());
  return { ...suggestion, startTime: instant(suggestion.startTime), endTime: instant(suggestion.endTime) };
}

export function contentOf(draft: TemplateDraft): RcsTemplateContent {
  const common = { name: draft.name.trim(), suggestions: draft.suggestions.map(suggestionOf), smsFallbackText: draft.smsFallbackText || undefined };
  const cards = draft.cards.map((card) => ({ ...cardOf(card), suggestions: card.suggestions.map(suggestionOf) }));
  if (draft.type === 'text_message') return { type: 'text_message', ...common, text: draft.text };
  if (draft.type === 'file_message') return { type: 'file_message', ...common, file: { url: draft.fileUrl.trim(), ...(draft.fileThumbnailUrl.trim() ? { thumbnailUrl: draft.fileThumbnailUrl.trim() } : {}) } };
  if (draft.type === 'rich_card') {
    return { type: 'rich_card', ...common, orientation: draft.orientation, thumbnailAlignment: draft.orientation === 'Horizontal' ? draft.thumbnailAlignment : undefined, card: cards[0] ?? cardOf(emptyCard()) };
  }
  return { type: 'carousel', ...common, width: draft.width, cards };
}

/** A stored template back into the builder: the other types' fields start empty. */
export function draftOf(stored: Pick<StoredRcsTemplate, 'senderId' | 'language' | 'template'>): TemplateDraft {
  const draft = { ...emptyDraft(stored.senderId), language: stored.language };
  const { template } = stored;
  const cardDraft = (card: RcsCard): CardDraft => ({
    title: card.title ?? '',
    description: card.description ?? '',
    mediaUrl: card.media?.url ?? '',
    mediaHeight: card.media?.height ?? 'MEDIUM',
    suggestions: card.suggestions,
  });
  const common = { ...draft, type: template.type, name: template.name, suggestions: template.suggestions, smsFallbackText: template.smsFallbackText ?? '' };
  if (template.type === 'text_message') return { ...common, text: template.text };
  if (template.type === 'file_message') return { ...common, fileUrl: template.file.url, fileThumbnailUrl: template.file.thumbnailUrl ?? '' };
  if (template.type === 'rich_card') return { ...common, orientation: template.orientation, thumbnailAlignment: template.thumbnailAlignment ?? 'LEFT', cards: [cardDraft(template.card), emptyCard()] };
  return { ...common, width: template.width, cards: template.cards.map(cardDraft) };
}

/** Rules about what is still missing wait for a save attempt; limits show as soon as they are broken. */
const MISSING: RcsTemplateProblem['rule'][] = ['required', 'card-content'];

/** The problems by path (`cards.1.title`), the first of each path. */
export function problemsOf(draft: TemplateDraft, includeMissing: boolean): Map<string, RcsTemplateProblem> {
  const problems = new Map<string, RcsTemplateProblem>();
  for (const problem of checkRcsTemplate(contentOf(draft))) {
    if (!includeMissing && MISSING.includes(problem.rule)) continue;
    if (!problems.has(problem.path)) problems.set(problem.path, problem);
  }
  return problems;
}
