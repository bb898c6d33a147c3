import type { BotCard, BotMessage, BotSuggestion, UserEvent } from '@/canvas/kernel';
import { BUTTON_ID_MAX, BUTTON_TITLE_MAX, BUTTONS_BODY_MAX, BUTTONS_MAX, TEXT_BODY_MAX } from '../../messaging/channels/whatsapp/cloud-api-types';

/** A reply the bot offered: a tap (button id) or the typed number finds it, and sends its event to the flow. */
export interface BotChoice {
  id: string;
  label: string;
  event: Extract<UserEvent, { type: 'text' | 'postback' }>;
}

/** One WhatsApp message of a bot's turn: a text, or a text with reply buttons. */
export type WhatsappBotReply = { kind: 'text'; text: string } | { kind: 'buttons'; body: string; buttons: Array<{ id: string; title: string }> };

export interface WhatsappTurn {
  replies: WhatsappBotReply[];
  /** The choices of the turn's last message that offered any; empty when it offered none. */
  choices: BotChoice[];
  /** Whether those choices went out as a numbered list (so a typed "2" picks the second). */
  numbered: boolean;
}

/** A suggestion WhatsApp cannot tap as a reply becomes a line of the text: a link, a number to call, a place. */
function suggestionLine(suggestion: BotSuggestion): string | null {
  switch (suggestion.type) {
    case 'url_action':
      return `${suggestion.label}: ${suggestion.url}`;
    case 'dialer_action':
    case 'dial':
      return `${suggestion.label}: ${suggestion.phoneNumber}`;
    case 'view_location': {
      const where = suggestion.latitude !== null && suggestion.longitude !== null ? `${suggestion.latitude},${suggestion.longitude}` : suggestion.query;
      return `${suggestion.label}: https://maps.google.com/?q=${encodeURIComponent(where)}`;
    }
    case 'calendar_event':
      return `${suggestion.label}: ${suggestion.title} (${suggestion.startTime} – ${suggestion.endTime})`;
    default:
      return null;
  }
}

function choiceOf(suggestion: BotSuggestion): BotChoice | null {
  if (suggestion.type === 'reply') return { id: suggestion.postbackData, label: suggestion.label, event: { type: 'postback', data: suggestion.postbackData } };
  if (suggestion.type === 'text') return { id: `text:${suggestion.text}`, label: suggestion.label, event: { type: 'text', text: suggestion.text } };
  return null;
}

function cardText(card: BotCard): string {
  return [card.title ? `*${card.title}*` : null, card.description, card.media?.url ?? null, ...card.suggestions.map(suggestionLine)].filter((line): line is string => !!line).join('\n');
}

function bodyOf(message: BotMessage): string {
  const main = message.type === 'text_message' ? message.text : message.type === 'rich_card' ? cardText(message.card) : message.cards.map(cardText).join('\n\n');
  const lines = message.suggestions.map(suggestionLine).filter((line): line is string => line !== null);
  return [main, ...lines].filter((part) => part.trim() !== '').join('\n');
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Whether Meta's reply buttons can carry these choices: 1–3, short unique titles, ids within the limit, a body that fits. */
function fitsButtons(body: string, choices: readonly BotChoice[]): boolean {
  const titles = new Set(choices.map((choice) => choice.label.trim().toLowerCase()));
  return (
    choices.length >= 1 &&
    choices.length <= BUTTONS_MAX &&
    titles.size === choices.length &&
    choices.every((choice) => choice.label.trim() !== '' && choice.label.trim().length <= BUTTON_TITLE_MAX && choice.id.length >= 1 && choice.id.length <= BUTTON_ID_MAX) &&
    body.trim() !== '' &&
    body.length <= BUTTONS_BODY_MAX
  );
}

/**
 * A bot turn's messages as WhatsApp sends them (docs/decisions.md): each message one text, its
 * cards' titles, descriptions and media links included and its link-like suggestions as lines; reply
 * suggestions as up to three reply buttons when Meta's limits allow, otherwise as a numbered list
 * under the text.
 * @example whatsappTurn([botText('Size?', [{ type: 'reply', label: 'S', postbackData: 's' }])]).replies
 * // [{ kind: 'buttons', body: 'Size?', buttons: [{ id: 's', title: 'S' }] }]
 */
export function whatsappTurn(messages: readonly BotMessage[]): WhatsappTurn {
  const turn: WhatsappTurn = { replies: [], choices: [], numbered: false };
  for (const message of messages) {
    const cards = message.type === 'rich_card' ? [message.card] : message.type === 'carousel' ? message.cards : [];
    const choices = [...cards.flatMap((card) => card.suggestions), ...message.suggestions].map(choiceOf).filter((choice): choice is BotChoice => choice !== null);
    const body = bodyOf(message);
    if (choices.length && fitsButtons(body, choices)) {
      turn.replies.push({ kind: 'buttons', body, buttons: choices.map((choice) => ({ id: choice.id, title: choice.label.trim() })) });
      Object.assign(turn, { choices, numbered: false });
      continue;
    }
    const list = choices.map((choice, index) => `${index + 1}. ${choice.label}`);
    const text = [body, list.join('\n')].filter((part) => part.trim() !== '').join('\n\n');
    if (text.trim() !== '') turn.replies.push({ kind: 'text', text: clip(text, TEXT_BODY_MAX) });
    if (choices.length) Object.assign(turn, { choices, numbered: true });
  }
  return turn;
}

/**
 * What the contact's message means to the bot: a tapped button's choice by its id, a typed number
 * from a numbered list, another tapped reply button (an older message's) as its postback, else the text.
 */
export function botEventOf(inbound: { text: string; payload: string | null }, offered: { choices: readonly BotChoice[]; numbered: boolean }): UserEvent {
  if (inbound.payload !== null) {
    const tapped = offered.choices.find((choice) => choice.id === inbound.payload);
    if (tapped) return tapped.event;
    // A template's quick-reply button sends its text as the payload: the flow reads it as typed.
    return inbound.payload === inbound.text ? { type: 'text', text: inbound.text } : { type: 'postback', data: inbound.payload };
  }
  const typed = inbound.text.trim();
  if (offered.numbered && /^\d{1,2}$/.test(typed)) {
    const picked = offered.choices[Number(typed) - 1];
    if (picked) return picked.event;
  }
  return { type: 'text', text: inbound.text };
}
