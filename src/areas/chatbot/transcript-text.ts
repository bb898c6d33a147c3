import type { UserEventJson } from '@/api/contracts/chatbot';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function cardTitles(cards: unknown): string[] {
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((card: unknown) => {
    const title = card && typeof card === 'object' ? str((card as Record<string, unknown>).title) : null;
    return title ? [title] : [];
  });
}

/**
 * A logged bot message in one line for transcripts and exports: its text, or its cards' titles.
 * The log keeps messages as loose JSON, so nothing here trusts their shape.
 */
export function botMessageText(message: Record<string, unknown>, t: Translate): string {
  if (message.type === 'text_message') return str(message.text) ?? '';
  if (message.type === 'rich_card') {
    const card = message.card && typeof message.card === 'object' ? (message.card as Record<string, unknown>) : {};
    return t('chatbot.report.card', { title: str(card.title) ?? str(card.description) ?? '' });
  }
  if (message.type === 'carousel') return t('chatbot.report.carousel', { titles: cardTitles(message.cards).join(', ') });
  return t('chatbot.report.other_message');
}

/** What the user did in a logged turn, in words. */
export function userEventText(event: UserEventJson, t: Translate): string {
  switch (event.type) {
    case 'text':
      return event.text;
    case 'postback':
      return t('chatbot.report.tapped', { data: event.data });
    case 'upload':
      return t('chatbot.report.uploaded', { name: event.file.name });
    case 'start':
      return t('chatbot.report.started');
    case 'timeout':
      return t('chatbot.report.timed_out');
  }
}
