import { Calendar, ExternalLink, MapPin, MessageSquareReply, Navigation, Phone } from 'lucide-react';
import type { RcsSuggestion } from '@/api/contracts/rcs-template';

const icons: Record<RcsSuggestion['type'], typeof Phone> = {
  reply: MessageSquareReply,
  text: MessageSquareReply,
  url_action: ExternalLink,
  dialer_action: Phone,
  dial: Phone,
  view_location: MapPin,
  query_location: MapPin,
  share_location: Navigation,
  calendar_event: Calendar,
};

/** A suggestion as the phone draws it: a pill under the message, or a full-width action inside a card. */
export function RcsSuggestionChip({ suggestion, inCard, label }: { suggestion: Pick<RcsSuggestion, 'type' | 'text'>; inCard?: boolean; label: string }) {
  const Icon = icons[suggestion.type];
  const isReply = suggestion.type === 'reply' || suggestion.type === 'text';
  if (inCard) {
    return (
      <span data-suggestion={suggestion.type} className="flex min-h-9 items-center justify-center gap-1.5 border-t border-(--rcs-divider) px-2 text-center text-[13px] font-medium text-(--rcs-accent)">
        {isReply ? null : <Icon aria-hidden className="size-3.5 shrink-0" />}
        <span className="truncate" dir="auto">
          {label}
        </span>
      </span>
    );
  }
  return (
    <span data-suggestion={suggestion.type} className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-(--rcs-chip-border) bg-(--rcs-bubble) px-3 text-[13px] font-medium text-(--rcs-accent)">
      {isReply ? null : <Icon aria-hidden className="size-3.5 shrink-0" />}
      <span dir="auto">{label}</span>
    </span>
  );
}
