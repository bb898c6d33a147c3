import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RcsSuggestion, RcsTemplateContentInput } from '@/api/contracts/rcs-template';
import { cn } from '@/ui/cn';
import { RcsCard } from './rcs-card';
import { RcsFileBubble } from './rcs-file-bubble';
import { CAROUSEL_CARD_WIDTH_DP, fillVariables, PHONE_WIDTH_DP, STANDALONE_CARD_WIDTH_DP } from './rcs-dimensions';
import { RcsSuggestionChip } from './rcs-suggestion-chip';
import { useFitScale } from './use-fit-scale';

/** Google Messages' own colours, so the preview looks like the phone whatever the console's theme. */
const themes = {
  light: { '--rcs-screen': '#ffffff', '--rcs-bubble': '#f1f3f4', '--rcs-text': '#1f1f1f', '--rcs-meta': '#5f6368', '--rcs-accent': '#0b57d0', '--rcs-divider': '#dadce0', '--rcs-inset': '#e8eaed', '--rcs-chip-border': '#c4c7c5', '--rcs-bar': '#f8fafd' },
  dark: { '--rcs-screen': '#131314', '--rcs-bubble': '#2a2a2c', '--rcs-text': '#e3e3e3', '--rcs-meta': '#a8abb0', '--rcs-accent': '#a8c7fa', '--rcs-divider': '#3c4043', '--rcs-inset': '#1f1f20', '--rcs-chip-border': '#5f6368', '--rcs-bar': '#1e1f20' },
} as const;

export interface RcsPreviewProps {
  /** A stored template's content, or the builder's draft of one. */
  template: RcsTemplateContentInput;
  /** The RBM agent it is sent from (getSenderIds): its name and brand colour head the chat. */
  sender?: { name: string; color?: string };
  /** A recipient's values for `{{1}}` or `{{name}}`; placeholders stay as typed without one. */
  values?: Readonly<Record<string, string>>;
  theme?: keyof typeof themes;
  dir?: 'ltr' | 'rtl';
  className?: string;
}

function Chips({ suggestions, values }: { suggestions: readonly RcsSuggestion[]; values?: Readonly<Record<string, string>> }) {
  if (!suggestions.length) return null;
  return (
    <div data-chips className="flex gap-2 overflow-x-auto px-3 pb-1">
      {suggestions.map((suggestion, index) => (
        <RcsSuggestionChip key={index} suggestion={suggestion} label={fillVariables(suggestion.text, values)} />
      ))}
    </div>
  );
}

/**
 * The phone: the agent's header, then the message at RBM's dp sizes (text bubble, a file, a standalone
 * card, or a carousel that scrolls sideways), and the message's suggestion chips under it. It is always
 * drawn 360 dp wide; a narrower box shows it scaled down whole, never cut off at its edge.
 */
export function RcsPreview({ template, sender, values, theme = 'light', dir, className }: RcsPreviewProps) {
  const { t, i18n } = useTranslation();
  const direction = dir ?? i18n.dir();
  const name = sender?.name ?? t('rcsTemplates.preview.agent');
  const mediaAlt = t('rcsTemplates.preview.media');
  const [fitRef, scale] = useFitScale(PHONE_WIDTH_DP);
  return (
    // At most 360 dp wide and as narrow as its box allows (min-w-0); the empty 360 dp line keeps a
    // column sized by its content at the phone's width once the box has room again.
    <div ref={fitRef} className={cn('w-full max-w-[360px] min-w-0 overflow-x-clip', className)}>
      <div aria-hidden style={{ width: PHONE_WIDTH_DP }} />
      <figure
        aria-label={t('rcsTemplates.preview.label')}
        dir={direction}
        data-theme={theme}
        data-type={template.type}
        data-scale={scale}
        style={{ ...(themes[theme] as CSSProperties), width: PHONE_WIDTH_DP, zoom: scale }}
        className="flex flex-col overflow-hidden rounded-[28px] border-4 border-neutral-800 bg-(--rcs-screen) text-(--rcs-text) shadow-md"
      >
        <figcaption className="flex items-center gap-2 border-b border-(--rcs-divider) bg-(--rcs-bar) px-3 py-2">
          <span aria-hidden className="flex size-8 items-center justify-center rounded-full text-sm font-semibold text-white" style={{ background: sender?.color ?? '#1a73e8' }}>
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="truncate text-sm font-medium">{name}</span>
        </figcaption>
        <div className="flex min-h-[420px] flex-col justify-end gap-2 py-3">
          {template.type === 'text_message' ? (
            <p dir="auto" className="mx-3 max-w-[85%] self-start rounded-2xl rounded-ss-sm bg-(--rcs-bubble) px-3 py-2 text-[14px] leading-5 break-words whitespace-pre-wrap">
              {fillVariables(template.text, values) || ' '}
            </p>
          ) : null}
          {template.type === 'file_message' ? <RcsFileBubble file={template.file} /> : null}
          {template.type === 'rich_card' ? (
            <div className="px-3">
              <RcsCard
                card={template.card}
                width={STANDALONE_CARD_WIDTH_DP}
                horizontal={template.orientation === 'Horizontal'}
                alignment={template.thumbnailAlignment}
                values={values}
                mediaAlt={mediaAlt}
              />
            </div>
          ) : null}
          {template.type === 'carousel' ? (
            <div data-carousel tabIndex={0} aria-label={t('rcsTemplates.preview.carousel', { count: template.cards.length })} className="flex snap-x scroll-px-3 gap-2 overflow-x-auto px-3 pb-1 focus-visible:outline-2 focus-visible:outline-ring">
              {template.cards.map((card, index) => (
                <RcsCard key={index} card={card} width={CAROUSEL_CARD_WIDTH_DP[template.width]} values={values} mediaAlt={mediaAlt} />
              ))}
            </div>
          ) : null}
          <Chips suggestions={template.suggestions ?? []} values={values} />
        </div>
      </figure>
    </div>
  );
}
