import { describe, expect, it } from 'vitest';
import { testStepContext } from '@/canvas/engine/testing';
import { DEFAULT_CARD_OPTIONS, type MessageData, type Suggestion } from './model';
import { messageStep } from './step';

const chips: Suggestion[] = [
  { id: 'yes', type: 'reply', label: 'Yes {{name}}', postbackData: 'YES', branch: true },
  { id: 'no', type: 'reply', label: 'No', postbackData: '', branch: false },
  { id: 'web', type: 'url_action', label: 'Open', url: 'https://x.example/{{name}}' },
  { id: 'call', type: 'dial', label: 'Call', phoneNumber: '+911234567890' },
  { id: 'say', type: 'text', label: 'Say', text: 'hello' },
  { id: 'map', type: 'view_location', label: 'Map', latitude: 12.9, longitude: 77.6, query: 'Acme' },
  { id: 'find', type: 'query_location', label: 'Find', query: 'stores' },
  { id: 'cal', type: 'calendar_event', label: 'Save', title: 'Demo', description: 'With {{name}}', startTime: '2025-01-15T10:00:00Z', endTime: '2025-01-15T11:00:00Z' },
  { id: 'share', type: 'share_location', label: 'Share' },
];
const textData: MessageData = { content: { type: 'text_message', text: 'Hi {{name}}' }, suggestions: chips };
const variables = { name: 'Asha' };

describe('MESSAGE step', () => {
  it('renders a text message with every suggestion type and waits when it has replies', async () => {
    expect(await messageStep(testStepContext(textData, { variables }))).toEqual({
      type: 'wait',
      waitingFor: { kind: 'reply' },
      messages: [
        {
          type: 'text_message',
          text: 'Hi Asha',
          suggestions: [
            { type: 'reply', label: 'Yes Asha', postbackData: 'YES' },
            { type: 'reply', label: 'No', postbackData: 'no' },
            { type: 'url_action', label: 'Open', url: 'https://x.example/Asha' },
            { type: 'dial', label: 'Call', phoneNumber: '+911234567890' },
            { type: 'text', label: 'Say', text: 'hello' },
            { type: 'view_location', label: 'Map', latitude: 12.9, longitude: 77.6, query: 'Acme' },
            { type: 'query_location', label: 'Find', query: 'stores' },
            { type: 'calendar_event', label: 'Save', title: 'Demo', description: 'With Asha', startTime: '2025-01-15T10:00:00Z', endTime: '2025-01-15T11:00:00Z' },
            { type: 'share_location', label: 'Share' },
          ],
        },
      ],
    });
  });

  it('renders a rich card with its options and goes on to next without replies', async () => {
    const data: MessageData = {
      content: {
        type: 'rich_card',
        options: { ...DEFAULT_CARD_OPTIONS, width: 'SMALL', orientation: 'Horizontal', thumbnailAlignment: 'RIGHT', mediaHeight: 'SHORT' },
        card: { id: 'c', title: 'Hello {{name}}', description: '', media: { url: 'https://cdn.example/a.png', thumbnailUrl: 'https://cdn.example/t.png' }, suggestions: [] },
      },
      suggestions: [],
    };
    expect(await messageStep(testStepContext(data, { variables }))).toEqual({
      type: 'next',
      handle: 'next',
      messages: [
        {
          type: 'rich_card',
          options: { width: 'SMALL', orientation: 'Horizontal', thumbnailAlignment: 'RIGHT', mediaHeight: 'SHORT' },
          card: { title: 'Hello Asha', description: null, media: { url: 'https://cdn.example/a.png', thumbnailUrl: 'https://cdn.example/t.png' }, suggestions: [] },
          suggestions: [],
        },
      ],
    });
  });

  it('a carousel card reply waits too', async () => {
    const card = (id: string) => ({ id, title: id, description: 'd', media: null, suggestions: [{ id: `${id}-buy`, type: 'reply' as const, label: 'Buy', postbackData: `buy-${id}`, branch: true }] });
    const data: MessageData = { content: { type: 'carousel', options: DEFAULT_CARD_OPTIONS, cards: [card('a'), card('b')] }, suggestions: [] };
    const outcome = await messageStep(testStepContext(data));
    expect(outcome).toMatchObject({ type: 'wait', messages: [{ type: 'carousel', cards: [{ title: 'a', media: null }, { title: 'b' }] }] });
    expect(await messageStep(testStepContext(data, { input: { type: 'postback', data: 'buy-b' } }))).toMatchObject({ type: 'next', handle: 'b-buy' });
  });

  it.each([
    [{ type: 'postback', data: 'YES' }, 'yes'],
    [{ type: 'postback', data: 'yes' }, 'yes'],
    [{ type: 'text', text: '  yes asha ' }, 'yes'],
    [{ type: 'postback', data: 'no' }, 'next'],
    [{ type: 'text', text: 'maybe' }, 'next'],
    [{ type: 'upload', file: { name: 'a.png', mimeType: 'image/png', size: 1, url: 'https://f/a.png' } }, 'next'],
  ] as const)('an answer %j takes %s', async (input, handle) => {
    expect(await messageStep(testStepContext(textData, { variables, input }))).toMatchObject({ type: 'next', handle });
  });
});
