import { describe, expect, it } from 'vitest';
import { rcsTemplateContent, type RcsTemplateContentInput } from '../contracts/rcs-template';
import { checkRcsTemplate } from './rcs-template-rules';

const reply = (text = 'Yes', postbackData = 'yes') => ({ type: 'reply' as const, text, postbackData });
const card = (extra: object = {}) => ({ title: 'Sale', description: 'All week', media: { url: 'https://example.com/a.png', height: 'MEDIUM' as const }, ...extra });
const text: RcsTemplateContentInput = { type: 'text_message', name: 'welcome', text: 'Hello', suggestions: [reply()] };
const standalone: RcsTemplateContentInput = { type: 'rich_card', name: 'sale', orientation: 'Vertical', card: card() };
const carousel: RcsTemplateContentInput = { type: 'carousel', name: 'range', width: 'MEDIUM', cards: [card(), card()] };

const problems = (input: RcsTemplateContentInput) => checkRcsTemplate(rcsTemplateContent.parse(input)).map(({ path, rule }) => `${path} ${rule}`);
const withSuggestion = (suggestion: object) => problems({ ...text, suggestions: [suggestion as ReturnType<typeof reply>] });

describe('RCS template rules', () => {
  it('accepts a text message, a standalone card and a carousel within every limit', () => {
    expect(problems(text)).toEqual([]);
    expect(problems(standalone)).toEqual([]);
    expect(problems({ ...standalone, orientation: 'Horizontal', thumbnailAlignment: 'LEFT' })).toEqual([]);
    expect(problems(carousel)).toEqual([]);
  });

  it('name: required and letters, digits, _ and - only', () => {
    expect(problems({ ...text, name: ' ' })).toEqual(['name required']);
    expect(problems({ ...text, name: 'spring sale!' })).toEqual(['name name-format']);
    expect(problems({ ...text, name: 'spring_sale-2' })).toEqual([]);
  });

  it('text: required and at most 3,072 characters', () => {
    expect(problems({ ...text, text: '' })).toEqual(['text required']);
    expect(problems({ ...text, text: 'a'.repeat(3_072) })).toEqual([]);
    expect(checkRcsTemplate(rcsTemplateContent.parse({ ...text, text: 'a'.repeat(3_073) }))).toEqual([{ path: 'text', rule: 'max-length', params: { max: 3_072, length: 3_073 } }]);
  });

  it('card title at most 200 and description at most 2,000 characters', () => {
    expect(problems({ ...standalone, card: card({ title: 't'.repeat(200), description: 'd'.repeat(2_000) }) })).toEqual([]);
    expect(problems({ ...standalone, card: card({ title: 't'.repeat(201), description: 'd'.repeat(2_001) }) })).toEqual(['card.title max-length', 'card.description max-length']);
  });

  it('a card needs media, a title or a description', () => {
    expect(problems({ ...standalone, card: { title: ' ' } })).toEqual(['card card-content']);
    expect(problems({ ...standalone, card: { description: 'Only words' } })).toEqual([]);
  });

  it('horizontal standalone card needs a thumbnail alignment', () => {
    expect(problems({ ...standalone, orientation: 'Horizontal' })).toEqual(['thumbnailAlignment required']);
  });

  it('carousel holds 2 to 10 cards', () => {
    expect(problems({ ...carousel, cards: [card()] })).toEqual(['cards min-count']);
    expect(problems({ ...carousel, cards: Array.from({ length: 10 }, () => card()) })).toEqual([]);
    expect(problems({ ...carousel, cards: Array.from({ length: 11 }, () => card()) })).toEqual(['cards max-count']);
  });

  it('TALL media is refused on SMALL carousel cards only', () => {
    const tall = card({ media: { url: 'https://example.com/a.png', height: 'TALL' } });
    expect(problems({ ...carousel, width: 'SMALL', cards: [card(), tall] })).toEqual(['cards.1.media.height tall-on-small']);
    expect(problems({ ...carousel, width: 'MEDIUM', cards: [card(), tall] })).toEqual([]);
  });

  it('media and thumbnail need http(s) addresses', () => {
    expect(problems({ ...standalone, card: card({ media: { url: 'ftp://x/a.png', height: 'SHORT', thumbnailUrl: 'nope' } }) })).toEqual(['card.media.url url', 'card.media.thumbnailUrl url']);
  });

  it('at most 4 suggestions on a card and 11 on a message', () => {
    expect(problems({ ...standalone, card: card({ suggestions: Array.from({ length: 4 }, () => reply()) }) })).toEqual([]);
    expect(problems({ ...standalone, card: card({ suggestions: Array.from({ length: 5 }, () => reply()) }) })).toEqual(['card.suggestions max-count']);
    expect(problems({ ...text, suggestions: Array.from({ length: 11 }, () => reply()) })).toEqual([]);
    expect(problems({ ...text, suggestions: Array.from({ length: 12 }, () => reply()) })).toEqual(['suggestions max-count']);
    const full = card({ suggestions: Array.from({ length: 4 }, () => reply()) });
    expect(problems({ ...carousel, cards: [full, full, full] })).toEqual(['suggestions max-count']);
  });

  it('suggestion label 1 to 25 characters and postback data 1 to 2,048', () => {
    expect(withSuggestion(reply('a'.repeat(25), 'p'.repeat(2_048)))).toEqual([]);
    expect(withSuggestion(reply('a'.repeat(26), 'p'.repeat(2_049)))).toEqual(['suggestions.0.text max-length', 'suggestions.0.postbackData max-length']);
    expect(withSuggestion(reply('', ''))).toEqual(['suggestions.0.text required', 'suggestions.0.postbackData required']);
  });

  it('open URL needs an http(s) address', () => {
    expect(withSuggestion({ type: 'url_action', text: 'Shop', postbackData: 'shop', url: 'https://shop.example.com' })).toEqual([]);
    expect(withSuggestion({ type: 'url_action', text: 'Shop', postbackData: 'shop', url: 'shop.example.com' })).toEqual(['suggestions.0.url url']);
  });

  it('dial and dialer action need an E.164 number', () => {
    expect(withSuggestion({ type: 'dial', text: 'Call', postbackData: 'call', phoneNumber: '+919812345678' })).toEqual([]);
    expect(withSuggestion({ type: 'dialer_action', text: 'Call', postbackData: 'call', phoneNumber: '98123' })).toEqual(['suggestions.0.phoneNumber phone-number']);
  });

  it('view location needs a latitude within ±90 and a longitude within ±180; query location a query', () => {
    expect(withSuggestion({ type: 'view_location', text: 'Map', postbackData: 'map', latitude: 28.6, longitude: 77.2 })).toEqual([]);
    expect(withSuggestion({ type: 'view_location', text: 'Map', postbackData: 'map', latitude: 91, longitude: -181 })).toEqual(['suggestions.0.latitude latitude', 'suggestions.0.longitude longitude']);
    expect(withSuggestion({ type: 'query_location', text: 'Find', postbackData: 'find', query: ' ' })).toEqual(['suggestions.0.query required']);
  });

  it('calendar event needs a title and an end after a valid start', () => {
    const event = { type: 'calendar_event', text: 'Save', postbackData: 'save', title: 'Launch', startTime: '2026-12-01T10:00:00Z', endTime: '2026-12-01T11:00:00Z' };
    expect(withSuggestion(event)).toEqual([]);
    expect(withSuggestion({ ...event, title: '', endTime: '2026-12-01T09:00:00Z' })).toEqual(['suggestions.0.title required', 'suggestions.0.endTime end-before-start']);
    expect(withSuggestion({ ...event, startTime: 'tomorrow' })).toEqual(['suggestions.0.startTime date-time']);
  });

  it('SMS fallback text at most 1,000 characters', () => {
    expect(problems({ ...text, smsFallbackText: 's'.repeat(1_000) })).toEqual([]);
    expect(problems({ ...text, smsFallbackText: 's'.repeat(1_001) })).toEqual(['smsFallbackText max-length']);
  });
});
