import type { RcsCard as Card } from '@/api/contracts/rcs-template';
import { cn } from '@/ui/cn';
import { fillVariables, HORIZONTAL_MEDIA_WIDTH_DP, MEDIA_HEIGHT_DP } from './rcs-dimensions';
import { RcsMedia } from './rcs-media';
import { RcsSuggestionChip } from './rcs-suggestion-chip';

export type PreviewCard = Omit<Card, 'suggestions'> & { suggestions?: Card['suggestions'] };

/**
 * One rich card at its dp size: `width` in dp (a carousel's SMALL or MEDIUM, or a standalone card's),
 * media on top, or beside the text when horizontal.
 */
export function RcsCard({
  card,
  width,
  horizontal,
  alignment = 'LEFT',
  values,
  mediaAlt,
}: {
  card: PreviewCard;
  width: number;
  horizontal?: boolean;
  alignment?: 'LEFT' | 'RIGHT';
  values?: Readonly<Record<string, string>>;
  mediaAlt: string;
}) {
  const mediaHeight = card.media ? MEDIA_HEIGHT_DP[card.media.height] : 0;
  const body = (
    <div className="grid min-w-0 content-start gap-1 p-3">
      {card.title ? (
        <p dir="auto" className="text-[15px] leading-5 font-semibold break-words">
          {fillVariables(card.title, values)}
        </p>
      ) : null}
      {card.description ? (
        <p dir="auto" className="text-[13px] leading-[18px] break-words whitespace-pre-wrap text-(--rcs-meta)">
          {fillVariables(card.description, values)}
        </p>
      ) : null}
    </div>
  );
  return (
    <div data-card-width={width} style={{ width }} className="flex shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-(--rcs-divider) bg-(--rcs-bubble)">
      {horizontal ? (
        <div className={cn('flex min-h-0', alignment === 'RIGHT' && 'flex-row-reverse')}>
          {card.media ? <RcsMedia url={card.media.url} alt={mediaAlt} style={{ width: HORIZONTAL_MEDIA_WIDTH_DP, minHeight: mediaHeight || MEDIA_HEIGHT_DP.MEDIUM }} /> : null}
          {body}
        </div>
      ) : (
        <>
          {card.media ? <RcsMedia url={card.media.url} alt={mediaAlt} style={{ width, height: mediaHeight }} /> : null}
          {body}
        </>
      )}
      <div className="mt-auto">
        {(card.suggestions ?? []).map((suggestion, index) => (
          <RcsSuggestionChip key={index} suggestion={suggestion} label={fillVariables(suggestion.text, values)} inCard />
        ))}
      </div>
    </div>
  );
}
