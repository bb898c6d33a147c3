import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BotCard, BotCardOptions, BotMessage, BotSuggestion } from '@/canvas/kernel';
import { cn } from '@/ui/cn';

/**
 * How a bot's messages look on a phone, shared by the console's simulator and the public web chat
 * of a PWA profile (so both show a flow's replies the same way).
 */

/** What tapping a chip sends back to the bot. */
export type ChipAnswer = { type: 'postback'; data: string; label: string } | { type: 'text'; text: string };

interface ChipsProps {
  suggestions: readonly BotSuggestion[];
  /** Null when the message is not the latest: old chips stay visible but no longer answer. */
  onAnswer: ((answer: ChipAnswer) => void) | null;
}

const chip =
  'inline-flex min-h-8 items-center gap-1 rounded-full border border-primary/40 bg-surface px-3 py-1 text-xs font-medium text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';

const mapsLink = (query: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

function Chip({ suggestion, onAnswer }: { suggestion: BotSuggestion; onAnswer: ChipsProps['onAnswer'] }) {
  const { t } = useTranslation();
  switch (suggestion.type) {
    case 'reply':
      return (
        <button type="button" className={chip} disabled={!onAnswer} onClick={() => onAnswer?.({ type: 'postback', data: suggestion.postbackData, label: suggestion.label })}>
          {suggestion.label}
        </button>
      );
    case 'text':
      return (
        <button type="button" className={chip} disabled={!onAnswer} onClick={() => onAnswer?.({ type: 'text', text: suggestion.text || suggestion.label })}>
          {suggestion.label}
        </button>
      );
    case 'url_action':
      return (
        <a className={chip} href={suggestion.url} target="_blank" rel="noreferrer">
          <ExternalLink className="size-3" aria-hidden />
          {suggestion.label}
        </a>
      );
    case 'dial':
    case 'dialer_action':
      return (
        <a className={chip} href={`tel:${suggestion.phoneNumber}`}>
          <Phone className="size-3" aria-hidden />
          {suggestion.label}
        </a>
      );
    case 'view_location':
    case 'query_location':
      return (
        <a className={chip} href={mapsLink(suggestion.query)} target="_blank" rel="noreferrer">
          <MapPin className="size-3" aria-hidden />
          {suggestion.label}
        </a>
      );
    default:
      // Sharing a location or adding a calendar event needs a real phone.
      return (
        <button type="button" className={chip} disabled title={t('chatbot.simulator.phone_only')}>
          {suggestion.label}
        </button>
      );
  }
}

/** A message's suggestion chips; the `key` is the index because labels may repeat. */
export function Chips({ suggestions, onAnswer }: ChipsProps) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <div role="group" aria-label={t('chatbot.simulator.suggestions')} className="flex flex-wrap gap-1.5">
      {suggestions.map((suggestion, index) => (
        <Chip key={index} suggestion={suggestion} onAnswer={onAnswer} />
      ))}
    </div>
  );
}

const mediaHeights: Record<BotCardOptions['mediaHeight'], string> = { SHORT: 'h-28', MEDIUM: 'h-40', TALL: 'h-64' };
const cardWidths: Record<BotCardOptions['width'], string> = { SMALL: 'w-40', MEDIUM: 'w-56' };

function Media({ card, className }: { card: BotCard; className: string }) {
  if (!card.media) return null;
  return <img src={card.media.thumbnailUrl ?? card.media.url} alt="" loading="lazy" className={cn('shrink-0 bg-muted object-cover', className)} />;
}

function Card({ card, options, width, onAnswer, label }: { card: BotCard; options: BotCardOptions; width: string; onAnswer: ChipsProps['onAnswer']; label: string }) {
  const horizontal = options.orientation === 'Horizontal';
  return (
    <article
      aria-label={label}
      data-orientation={options.orientation}
      data-media-height={options.mediaHeight}
      data-width={options.width}
      className={cn('flex shrink-0 overflow-hidden rounded-xl border bg-surface', width, horizontal ? (options.thumbnailAlignment === 'RIGHT' ? 'flex-row-reverse' : 'flex-row') : 'flex-col')}
    >
      <Media card={card} className={horizontal ? 'w-2/5 self-stretch' : cn('w-full', mediaHeights[options.mediaHeight])} />
      <div className="grid min-w-0 flex-1 content-start gap-1 p-2">
        {card.title ? <h4 dir="auto" className="text-sm font-semibold break-words">{card.title}</h4> : null}
        {card.description ? <p dir="auto" className="text-xs break-words whitespace-pre-line text-muted-foreground">{card.description}</p> : null}
        <Chips suggestions={card.suggestions} onAnswer={onAnswer} />
      </div>
    </article>
  );
}

/**
 * One bot message as a phone shows it: a text bubble, a rich card or a carousel, then its chips.
 * Texts take their own direction (`dir="auto"`): an English reply in an Arabic page keeps its punctuation in place.
 */
export function PhoneMessage({ message, onAnswer }: { message: BotMessage; onAnswer: ChipsProps['onAnswer'] }) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-start gap-1.5" data-message-type={message.type}>
      {message.type === 'text_message' ? <p dir="auto" className="max-w-[85%] rounded-2xl rounded-ss-sm bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">{message.text}</p> : null}
      {message.type === 'rich_card' ? (
        <Card card={message.card} options={message.options} width={message.options.orientation === 'Horizontal' ? 'w-full max-w-72' : 'w-64 max-w-full'} onAnswer={onAnswer} label={message.card.title ?? t('chatbot.simulator.card')} />
      ) : null}
      {message.type === 'carousel' ? (
        <div role="group" aria-label={t('chatbot.simulator.carousel', { count: message.cards.length })} className="flex max-w-full gap-2 overflow-x-auto pb-1">
          {message.cards.map((card, index) => (
            <Card
              key={index}
              card={card}
              options={{ ...message.options, orientation: 'Vertical' }}
              width={cardWidths[message.options.width]}
              onAnswer={onAnswer}
              label={card.title ?? t('chatbot.simulator.card_n', { n: index + 1 })}
            />
          ))}
        </div>
      ) : null}
      <Chips suggestions={message.suggestions} onAnswer={onAnswer} />
    </div>
  );
}
