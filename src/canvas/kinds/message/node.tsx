import { Image } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps, NodeChip, VariableText } from '../shared/view';
import { allSuggestions, messageCards, type Card, type MessageData, type Suggestion } from './model';
import { SUGGESTION_ICONS } from './suggestion-icons';

/** Chips and card lines drawn on the node; the rest is counted, so a node's height stays bounded. */
const MAX_CHIPS = 6;
const MAX_CARDS = 3;

/** The message text, or the first card's title, in one line. */
export function messageSummary(data: MessageData): string {
  if (data.content.type === 'text_message') return clip(data.content.text);
  const first = messageCards(data.content)[0];
  return clip(first?.title || first?.description || '');
}

function CardLine({ card }: { card: Card }) {
  const { t } = useTranslation();
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {card.media?.url ? <Image className="size-3.5 shrink-0 text-muted-foreground" aria-label={t('canvas.node.media')} /> : null}
      <span className="truncate font-medium text-surface-foreground">
        <VariableText text={card.title || card.description || t('canvas.node.untitledCard')} />
      </span>
    </li>
  );
}

function SuggestionChip({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const Icon = SUGGESTION_ICONS[suggestion.type];
  const type = t(`canvas.settings.message.suggestionTypes.${suggestion.type}`);
  return (
    <NodeChip title={type}>
      <Icon className="size-3 shrink-0" aria-label={type} />
      <span className="truncate">{suggestion.label || type}</span>
    </NodeChip>
  );
}

/**
 * The message as the customer will read it: the text with its `{{variables}}` marked (or the cards'
 * titles), then every suggestion as a chip. Branching replies also get their own output handle.
 */
export function MessageNodeBody({ data }: NodeBodyProps<MessageData>) {
  const { t } = useTranslation();
  const { content } = data;
  const cards = messageCards(content);
  const chips = allSuggestions(data);
  return (
    <div className="grid gap-1.5">
      {content.type === 'text_message' ? (
        <p className="line-clamp-3 break-words whitespace-pre-line text-surface-foreground">{content.text ? <VariableText text={content.text} /> : t('canvas.node.empty')}</p>
      ) : (
        <ul className="grid gap-0.5">
          {cards.slice(0, MAX_CARDS).map((card) => (
            <CardLine key={card.id} card={card} />
          ))}
          {cards.length > MAX_CARDS ? <li className="text-xs">{t('canvas.node.moreCards', { count: cards.length - MAX_CARDS })}</li> : null}
          {cards.length === 0 ? <li>{t('canvas.node.empty')}</li> : null}
        </ul>
      )}
      {chips.length > 0 ? (
        <div className="flex max-h-12 flex-wrap gap-1 overflow-hidden">
          {chips.slice(0, MAX_CHIPS).map((suggestion) => (
            <SuggestionChip key={suggestion.id} suggestion={suggestion} />
          ))}
          {chips.length > MAX_CHIPS ? <NodeChip>{t('canvas.node.more', { count: chips.length - MAX_CHIPS })}</NodeChip> : null}
        </div>
      ) : null}
    </div>
  );
}
