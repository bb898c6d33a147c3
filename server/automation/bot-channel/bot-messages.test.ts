import { describe, expect, it } from 'vitest';
import { botText, type BotMessage, type BotSuggestion } from '@/canvas/kernel';
import { botEventOf, whatsappTurn } from './bot-messages';

const reply = (label: string, postbackData = label.toLowerCase()): BotSuggestion => ({ type: 'reply', label, postbackData });

describe('whatsappTurn', () => {
  it('sends up to three short replies as reply buttons whose ids are the postback data', () => {
    const turn = whatsappTurn([botText('Which size?', [reply('Small', 'SIZE_S'), reply('Large', 'SIZE_L')])]);
    expect(turn.replies).toEqual([{ kind: 'buttons', body: 'Which size?', buttons: [{ id: 'SIZE_S', title: 'Small' }, { id: 'SIZE_L', title: 'Large' }] }]);
    expect(turn).toMatchObject({ numbered: false, choices: [{ id: 'SIZE_S', event: { type: 'postback', data: 'SIZE_S' } }, { id: 'SIZE_L' }] });
  });

  it('lists four replies, or a title longer than 20 characters, as a numbered text', () => {
    const four = whatsappTurn([botText('Pick a day', ['Mon', 'Tue', 'Wed', 'Thu'].map((day) => reply(day)))]);
    expect(four.replies).toEqual([{ kind: 'text', text: 'Pick a day\n\n1. Mon\n2. Tue\n3. Wed\n4. Thu' }]);
    expect(four.numbered).toBe(true);
    const long = whatsappTurn([botText('Go on?', [reply('Yes, tell me everything'), reply('No')])]);
    expect(long.replies[0]).toEqual({ kind: 'text', text: 'Go on?\n\n1. Yes, tell me everything\n2. No' });
  });

  it('writes a card as text with its link-like suggestions as lines; the last message with choices is the one offered', () => {
    const card: BotMessage = {
      type: 'rich_card',
      options: { width: 'MEDIUM', orientation: 'Vertical', thumbnailAlignment: 'LEFT', mediaHeight: 'MEDIUM' },
      card: { title: 'Trainers', description: 'Size 42', media: { url: 'https://shop.example/t.png', thumbnailUrl: null }, suggestions: [{ type: 'url_action', label: 'Shop', url: 'https://shop.example' }] },
      suggestions: [{ type: 'dial', label: 'Call us', phoneNumber: '+971500000101' }],
    };
    const turn = whatsappTurn([botText('Ask me', [reply('Menu')]), card, botText('Done?')]);
    expect(turn.replies.map((item) => (item.kind === 'text' ? item.text : item.body))).toEqual([
      'Ask me',
      '*Trainers*\nSize 42\nhttps://shop.example/t.png\nShop: https://shop.example\nCall us: +971500000101',
      'Done?',
    ]);
    expect(turn.choices.map((choice) => choice.label)).toEqual(['Menu']);
  });
});

describe('botEventOf', () => {
  const offered = whatsappTurn([botText('Pick a day', ['Mon', 'Tue', 'Wed', 'Thu'].map((day) => reply(day)))]);

  it('reads a tapped button by its id, a typed number from a numbered list, and anything else as text', () => {
    expect(botEventOf({ text: 'Tue', payload: 'tue' }, offered)).toEqual({ type: 'postback', data: 'tue' });
    expect(botEventOf({ text: ' 3 ', payload: null }, offered)).toEqual({ type: 'postback', data: 'wed' });
    expect(botEventOf({ text: '9', payload: null }, offered)).toEqual({ type: 'text', text: '9' });
    expect(botEventOf({ text: '2', payload: null }, { ...offered, numbered: false })).toEqual({ type: 'text', text: '2' });
    expect(botEventOf({ text: 'Old', payload: 'OLD_BUTTON' }, offered)).toEqual({ type: 'postback', data: 'OLD_BUTTON' });
    expect(botEventOf({ text: 'Yes please', payload: 'Yes please' }, offered)).toEqual({ type: 'text', text: 'Yes please' });
  });
});
