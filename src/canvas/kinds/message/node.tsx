import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/kind-ui-types';
import { clip } from '../shared/settings-kit';
import { allSuggestions, messageCards, type MessageData } from './model';

/** The message text, or the first card's title, in one line. */
export function messageSummary(data: MessageData): string {
  if (data.content.type === 'text_message') return clip(data.content.text);
  const first = messageCards(data.content)[0];
  return clip(first?.title || first?.description || '');
}

export function MessageNodeBody({ data }: NodeBodyProps<MessageData>) {
  const { t } = useTranslation();
  const cards = messageCards(data.content).length;
  const chips = allSuggestions(data).length;
  return (
    <>
      <p className="truncate">{messageSummary(data) || t('canvas.node.empty')}</p>
      {cards > 1 || chips > 0 ? (
        <p className="truncate text-xs text-muted-foreground">
          {[cards > 1 ? t('canvas.node.cards', { count: cards }) : '', chips > 0 ? t('canvas.node.suggestions', { count: chips }) : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
    </>
  );
}
