import { describe, expect, it } from 'vitest';
import { nodeOutputs } from '@/canvas/engine';
import { contentProblems, testNode } from '@/canvas/engine/testing';
import type { Card, CardOptions, MessageData, Suggestion } from './model';
import { DEFAULT_CARD_OPTIONS } from './model';

const message = (data: Partial<MessageData>) => contentProblems(testNode('MESSAGE', 'm1', data));
const reply = (id: string, label = 'Yes'): Suggestion => ({ id, type: 'reply', label, postbackData: 'yes', branch: false });
const card = (init: Partial<Card> = {}): Card => ({ id: 'c', title: 'Title', description: 'Text', media: null, suggestions: [], ...init });
const richCard = (init: Partial<Card> = {}, options: Partial<CardOptions> = {}): Partial<MessageData> => ({
  content: { type: 'rich_card', options: { ...DEFAULT_CARD_OPTIONS, ...options }, card: card(init) },
});

describe('MESSAGE rules', () => {
  it('text is required and at most 3,072 characters', () => {
    expect(message({ content: { type: 'text_message', text: 'Hi' } })).toEqual([]);
    expect(message({ content: { type: 'text_message', text: ' ' } })).toEqual([['content.text', 'REQUIRED']]);
    expect(message({ content: { type: 'text_message', text: 'x'.repeat(3073) } })).toEqual([['content.text', 'TOO_LONG']]);
  });

  it('card title at most 200, description at most 2,000', () => {
    expect(message(richCard())).toEqual([]);
    expect(message(richCard({ title: 't'.repeat(201), description: 'd'.repeat(2001) }))).toEqual([
      ['content.card.title', 'TOO_LONG'],
      ['content.card.description', 'TOO_LONG'],
    ]);
  });

  it('a card needs a title, description or media', () => {
    expect(message(richCard({ title: '', description: '', media: { url: 'https://cdn.example.com/a.png', thumbnailUrl: '' } }))).toEqual([]);
    expect(message(richCard({ title: '', description: '' }))).toEqual([['content.card', 'CARD_EMPTY']]);
  });

  it('accepts an uploaded image kept as a data URL as card media, but no other data URL', () => {
    expect(message(richCard({ media: { url: 'data:image/png;base64,iVBORw==', thumbnailUrl: '' } }))).toEqual([]);
    expect(message(richCard({ media: { url: 'data:text/html;base64,PGI+', thumbnailUrl: '' } }))).toEqual([['content.card.media.url', 'URL_INVALID']]);
  });

  it('SMALL cards cannot carry TALL media', () => {
    expect(message(richCard({}, { width: 'SMALL', mediaHeight: 'SHORT' }))).toEqual([]);
    expect(message(richCard({}, { width: 'SMALL', mediaHeight: 'TALL' }))).toEqual([['content.options.mediaHeight', 'SMALL_CARD_TALL_MEDIA']]);
  });

  it('a carousel holds 2 to 10 cards', () => {
    const carousel = (count: number): Partial<MessageData> => ({
      content: { type: 'carousel', options: DEFAULT_CARD_OPTIONS, cards: Array.from({ length: count }, (_, i) => card({ id: `c${i}` })) },
    });
    expect(message(carousel(2))).toEqual([]);
    expect(message(carousel(10))).toEqual([]);
    expect(message(carousel(1))).toEqual([['content.cards', 'CAROUSEL_CARD_COUNT']]);
    expect(message(carousel(11))).toEqual([['content.cards', 'CAROUSEL_CARD_COUNT']]);
  });

  it('at most 4 suggestions on a card and 11 on a message', () => {
    const replies = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => reply(`${prefix}${i}`));
    expect(message({ ...richCard({ suggestions: replies(4, 'c') }), suggestions: replies(11, 'm') })).toEqual([]);
    expect(message({ ...richCard({ suggestions: replies(5, 'c') }), suggestions: replies(12, 'm') })).toEqual([
      ['content.card.suggestions', 'SUGGESTIONS_PER_CARD'],
      ['suggestions', 'SUGGESTIONS_PER_MESSAGE'],
    ]);
  });

  it('suggestion labels are required and at most 25 characters', () => {
    expect(message({ content: { type: 'text_message', text: 'Hi' }, suggestions: [reply('a', 'x'.repeat(25))] })).toEqual([]);
    expect(message({ content: { type: 'text_message', text: 'Hi' }, suggestions: [reply('a', 'x'.repeat(26)), reply('b', '')] })).toEqual([
      ['suggestions.0.label', 'TOO_LONG'],
      ['suggestions.1.label', 'REQUIRED'],
    ]);
  });

  it('url_action suggestions pass the URL check', () => {
    const open = (url: string): Suggestion => ({ id: 'u', type: 'url_action', label: 'Open', url });
    expect(message({ content: { type: 'text_message', text: 'Hi' }, suggestions: [open('https://example.com/a?b=1')] })).toEqual([]);
    expect(message({ content: { type: 'text_message', text: 'Hi' }, suggestions: [open('not a url')] })).toEqual([['suggestions.0.url', 'URL_INVALID']]);
  });

  it('suggestion ids are unique across the message', () => {
    expect(message({ content: { type: 'text_message', text: 'Hi' }, suggestions: [reply('a'), reply('a')] })).toEqual([['suggestions.1.id', 'DUPLICATE_ID']]);
    expect(message({ ...richCard({ suggestions: [reply('a')] }), suggestions: [reply('a')] })).toEqual([['content.card.suggestions.0.id', 'DUPLICATE_ID']]);
  });

  it('each branching reply opens a handle before the default next', () => {
    const node = testNode('MESSAGE', 'm1', { suggestions: [{ id: 'yes', type: 'reply', label: 'Yes', postbackData: 'yes', branch: true }, reply('no')] });
    expect(nodeOutputs(node).map((handle) => [handle.id, handle.required])).toEqual([
      ['yes', true],
      ['next', false],
    ]);
  });
});
