import type { RcsCard, RcsSuggestion, RcsTemplateContent } from '@/api/contracts/rcs-template';
import { rcsLimits } from '@/api/rules/rcs-template-rules';
import { fillVariables, MissingVariableError } from '../fill-variables';
import type { RbmAgentMessage, RbmCardContent, RbmSuggestion } from './rbm-types';

/** A variable of an RCS text with no value for this recipient (the SMS fallback's text says its own). */
export class MissingRcsVariableError extends MissingVariableError {
  constructor(variable: string) {
    super(variable);
    this.name = 'MissingRcsVariableError';
  }
}

const fillRcsText = (text: string, variables: Readonly<Record<string, string>>): string => fillVariables(text, variables, (name) => new MissingRcsVariableError(name));

function suggestion(item: RcsSuggestion, fill: (text: string) => string): RbmSuggestion {
  const base = { text: item.text, postbackData: item.postbackData };
  switch (item.type) {
    case 'reply':
    case 'text':
      return { reply: base };
    case 'url_action':
      return { action: { ...base, openUrlAction: { url: fill(item.url) } } };
    case 'dial':
    case 'dialer_action':
      return { action: { ...base, dialAction: { phoneNumber: item.phoneNumber } } };
    case 'view_location':
      return { action: { ...base, viewLocationAction: { latLong: { latitude: item.latitude, longitude: item.longitude }, ...(item.label ? { label: item.label } : {}) } } };
    case 'query_location':
      return { action: { ...base, viewLocationAction: { query: item.query } } };
    case 'share_location':
      return { action: { ...base, shareLocationAction: {} } };
    case 'calendar_event':
      return { action: { ...base, createCalendarEventAction: { startTime: item.startTime, endTime: item.endTime, title: fill(item.title), ...(item.description ? { description: fill(item.description) } : {}) } } };
  }
}

function card(item: RcsCard, fill: (text: string) => string): RbmCardContent {
  return {
    ...(item.title ? { title: fill(item.title) } : {}),
    ...(item.description ? { description: fill(item.description) } : {}),
    ...(item.media ? { media: { height: item.media.height, contentInfo: { fileUrl: item.media.url, ...(item.media.thumbnailUrl ? { thumbnailUrl: item.media.thumbnailUrl } : {}) } } } : {}),
    ...(item.suggestions.length ? { suggestions: item.suggestions.map((entry) => suggestion(entry, fill)) } : {}),
  };
}

/**
 * One recipient's agent message from a stored template: variables filled in every text the recipient
 * reads, and a time to live of at most 48 hours so a stale offer is revoked rather than shown late.
 */
export function buildAgentMessage(template: RcsTemplateContent, variables: Readonly<Record<string, string>>, ttlSeconds?: number): RbmAgentMessage {
  const fill = (text: string) => fillRcsText(text, variables);
  const suggestions = template.suggestions.length ? { suggestions: template.suggestions.map((entry) => suggestion(entry, fill)) } : {};
  const ttl = ttlSeconds === undefined ? {} : { ttl: `${Math.min(Math.max(Math.floor(ttlSeconds), 1), rcsLimits.expiryHours * 3_600)}s` };
  if (template.type === 'text_message') return { contentMessage: { text: fill(template.text), ...suggestions }, ...ttl };
  // RBM fetches the file (a video, a PDF) from its URL and sends it on its own, as its content-type says.
  if (template.type === 'file_message') return { contentMessage: { contentInfo: { fileUrl: template.file.url, ...(template.file.thumbnailUrl ? { thumbnailUrl: template.file.thumbnailUrl } : {}) }, ...suggestions }, ...ttl };
  if (template.type === 'rich_card') {
    const orientation = template.orientation === 'Horizontal' ? 'HORIZONTAL' : 'VERTICAL';
    return {
      contentMessage: {
        richCard: {
          standaloneCard: {
            cardOrientation: orientation,
            ...(orientation === 'HORIZONTAL' && template.thumbnailAlignment ? { thumbnailImageAlignment: template.thumbnailAlignment } : {}),
            cardContent: card(template.card, fill),
          },
        },
        ...suggestions,
      },
      ...ttl,
    };
  }
  return { contentMessage: { richCard: { carouselCard: { cardWidth: template.width, cardContents: template.cards.map((item) => card(item, fill)) } }, ...suggestions }, ...ttl };
}
