import { describe, expect, it } from 'vitest';
import { rcsTemplateContent, type RcsTemplateContentInput } from '@/api/contracts/rcs-template';
import { buildAgentMessage, MissingRcsVariableError } from './agent-message';
import { rbmAgentMessage } from './rbm-types';

const build = (input: RcsTemplateContentInput, variables: Record<string, string> = {}, ttl?: number) => {
  const message = buildAgentMessage(rcsTemplateContent.parse(input), variables, ttl);
  // Whatever we build must be what the RBM API takes.
  expect(rbmAgentMessage.safeParse(message).success).toBe(true);
  return message;
};

describe('buildAgentMessage', () => {
  it('fills variables in the text and maps every suggestion kind to its RBM action', () => {
    const message = build(
      {
        type: 'text_message',
        name: 'welcome',
        text: 'Hi {{first_name}}, order {{1}} is ready.',
        suggestions: [
          { type: 'reply', text: 'Thanks', postbackData: 'thanks' },
          { type: 'text', text: 'Later', postbackData: 'later' },
          { type: 'url_action', text: 'Track', postbackData: 'track', url: 'https://shop.example.com/t/{{1}}' },
          { type: 'dial', text: 'Call', postbackData: 'call', phoneNumber: '+919812345678' },
          { type: 'dialer_action', text: 'Ring', postbackData: 'ring', phoneNumber: '+919812345679' },
          { type: 'view_location', text: 'Store', postbackData: 'store', latitude: 28.6, longitude: 77.2, label: 'Store' },
          { type: 'query_location', text: 'Near me', postbackData: 'near', query: 'pizza' },
          { type: 'share_location', text: 'Share', postbackData: 'share' },
          { type: 'calendar_event', text: 'Save', postbackData: 'save', title: 'Pickup {{1}}', startTime: '2026-12-01T10:00:00Z', endTime: '2026-12-01T11:00:00Z' },
        ],
      },
      { first_name: 'Ada', '1': 'A-17' },
    );
    expect(message.contentMessage.text).toBe('Hi Ada, order A-17 is ready.');
    expect(message.contentMessage.suggestions).toEqual([
      { reply: { text: 'Thanks', postbackData: 'thanks' } },
      { reply: { text: 'Later', postbackData: 'later' } },
      { action: { text: 'Track', postbackData: 'track', openUrlAction: { url: 'https://shop.example.com/t/A-17' } } },
      { action: { text: 'Call', postbackData: 'call', dialAction: { phoneNumber: '+919812345678' } } },
      { action: { text: 'Ring', postbackData: 'ring', dialAction: { phoneNumber: '+919812345679' } } },
      { action: { text: 'Store', postbackData: 'store', viewLocationAction: { latLong: { latitude: 28.6, longitude: 77.2 }, label: 'Store' } } },
      { action: { text: 'Near me', postbackData: 'near', viewLocationAction: { query: 'pizza' } } },
      { action: { text: 'Share', postbackData: 'share', shareLocationAction: {} } },
      { action: { text: 'Save', postbackData: 'save', createCalendarEventAction: { startTime: '2026-12-01T10:00:00Z', endTime: '2026-12-01T11:00:00Z', title: 'Pickup A-17' } } },
    ]);
  });

  it('builds a horizontal standalone card with its alignment and media', () => {
    const message = build({
      type: 'rich_card',
      name: 'sale',
      orientation: 'Horizontal',
      thumbnailAlignment: 'RIGHT',
      card: { title: 'Sale {{1}}', media: { url: 'https://example.com/a.png', height: 'MEDIUM', thumbnailUrl: 'https://example.com/t.png' }, suggestions: [{ type: 'reply', text: 'Yes', postbackData: 'yes' }] },
    }, { '1': 'today' });
    expect(message.contentMessage.richCard?.standaloneCard).toEqual({
      cardOrientation: 'HORIZONTAL',
      thumbnailImageAlignment: 'RIGHT',
      cardContent: { title: 'Sale today', media: { height: 'MEDIUM', contentInfo: { fileUrl: 'https://example.com/a.png', thumbnailUrl: 'https://example.com/t.png' } }, suggestions: [{ reply: { text: 'Yes', postbackData: 'yes' } }] },
    });
  });

  it('builds a carousel with its card width, and caps the time to live at 48 hours', () => {
    const message = build({ type: 'carousel', name: 'range', width: 'SMALL', cards: [{ title: 'One' }, { description: 'Two' }] }, {}, 500_000);
    expect(message.contentMessage.richCard?.carouselCard).toEqual({ cardWidth: 'SMALL', cardContents: [{ title: 'One' }, { description: 'Two' }] });
    expect(message.ttl).toBe('172800s');
    expect(build({ type: 'text_message', name: 'a', text: 'Hi' }, {}, 3_600).ttl).toBe('3600s');
  });

  it('sends a video or a PDF on its own as RBM’s contentInfo, with its suggestions', () => {
    const pdf = build({ type: 'file_message', name: 'menu', file: { url: 'https://cdn.acme.example/menu.pdf' }, suggestions: [{ type: 'reply', text: 'Order', postbackData: 'order' }] }, {}, 3_600);
    expect(pdf).toEqual({ contentMessage: { contentInfo: { fileUrl: 'https://cdn.acme.example/menu.pdf' }, suggestions: [{ reply: { text: 'Order', postbackData: 'order' } }] }, ttl: '3600s' });
    const video = build({ type: 'file_message', name: 'tour', file: { url: 'https://cdn.acme.example/tour.mp4', thumbnailUrl: 'https://cdn.acme.example/tour.jpg' } });
    expect(video.contentMessage).toEqual({ contentInfo: { fileUrl: 'https://cdn.acme.example/tour.mp4', thumbnailUrl: 'https://cdn.acme.example/tour.jpg' } });
  });

  it('refuses a recipient without a value for a variable', () => {
    expect(() => build({ type: 'text_message', name: 'a', text: 'Hi {{first_name}}' }, { first_name: ' ' })).toThrow(MissingRcsVariableError);
  });
});
