import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarouselComponent, TemplateCategory, TemplateComponent, TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { cn } from '@/ui/cn';
import { FormattedText } from './formatted-text';
import { previewFiller } from './preview-values';
import { TemplatePreviewButtons } from './template-preview-buttons';
import { TemplatePreviewHeader } from './template-preview-header';

/** WhatsApp's own chat colours, so the preview looks like the phone whatever the console's theme. */
const themes = {
  light: { '--wa-chat': '#efeae2', '--wa-bubble': '#ffffff', '--wa-text': '#111b21', '--wa-meta': '#667781', '--wa-link': '#027eb5', '--wa-divider': '#e9edef', '--wa-inset': '#f0f2f5' },
  dark: { '--wa-chat': '#0b141a', '--wa-bubble': '#202c33', '--wa-text': '#e9edef', '--wa-meta': '#8696a0', '--wa-link': '#53bdeb', '--wa-divider': '#2a3942', '--wa-inset': '#111b21' },
} as const;

export interface TemplatePreviewProps {
  template: Pick<TemplateContentInput, 'components'> & { category?: TemplateCategory };
  /** A recipient's values by variable slot key (`body.1`); the template's examples stand in for missing ones. */
  values?: Readonly<Record<string, string>>;
  theme?: keyof typeof themes;
  className?: string;
}

type Fill = ReturnType<typeof previewFiller>;
const find = <T extends TemplateComponent['type']>(components: readonly TemplateComponent[], type: T) => components.find((c) => c.type === type) as Extract<TemplateComponent, { type: T }> | undefined;

/** One message bubble: header, body, footer, then its buttons attached underneath. */
function Bubble({ components, fill, prefix, category, className }: { components: readonly TemplateComponent[]; fill: Fill; prefix: string; category?: TemplateCategory; className?: string }) {
  const { t } = useTranslation();
  const header = find(components, 'HEADER');
  const body = find(components, 'BODY');
  const footer = find(components, 'FOOTER');
  const buttons = find(components, 'BUTTONS');
  const authentication = category === 'AUTHENTICATION';
  const bodyText = authentication ? t('whatsapp.templates.preview.auth_body', { code: '123456' }) : fill(`${prefix}body`, body?.text ?? '');
  const footerText = authentication && footer?.code_expiration_minutes ? t('whatsapp.templates.preview.auth_expiry', { count: footer.code_expiration_minutes }) : (footer?.text ?? '');
  return (
    <div className={cn('overflow-hidden rounded-lg rounded-ss-none bg-(--wa-bubble) shadow-sm', className)}>
      <div className="grid gap-1 p-1 pb-2">
        {header ? <TemplatePreviewHeader header={header} text={fill(`${prefix}header`, header.text ?? '')} /> : null}
        {bodyText ? (
          <p dir="auto" className="px-2 break-words whitespace-pre-wrap">
            <FormattedText text={bodyText} />
            {authentication && body?.add_security_recommendation ? ` ${t('whatsapp.templates.preview.auth_security')}` : null}
          </p>
        ) : null}
        {footerText ? (
          <p dir="auto" className="px-2 text-xs text-(--wa-meta)">
            {footerText}
          </p>
        ) : null}
      </div>
      {buttons ? <TemplatePreviewButtons buttons={buttons.buttons} /> : null}
    </div>
  );
}

function Carousel({ carousel, fill }: { carousel: CarouselComponent; fill: Fill }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('whatsapp.templates.preview.cards', { count: carousel.cards.length })} className="-mx-3 flex snap-x snap-mandatory gap-2 overflow-x-auto scroll-px-3 px-3 pb-1">
      {carousel.cards.map((card, index) => (
        <li key={index} aria-label={t('whatsapp.templates.preview.card_n', { n: index + 1 })} className="w-60 shrink-0 snap-start">
          <Bubble components={card.components} fill={fill} prefix={`cards.${index}.`} className="rounded-ss-lg" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A template as a WhatsApp chat shows it, for the builder's live preview and the campaign review:
 * formatted body with example or recipient values, header media, footer, buttons as WhatsApp lays
 * them out and carousel cards that scroll sideways. Follows the page's direction (Arabic: right to left).
 */
export function TemplatePreview({ template, values, theme = 'light', className }: TemplatePreviewProps) {
  const { t, i18n } = useTranslation();
  const fill = previewFiller(template, values);
  const carousel = find(template.components, 'CAROUSEL');
  return (
    <section
      aria-label={t('whatsapp.templates.preview.label')}
      dir={i18n.dir()}
      data-theme={theme}
      style={themes[theme] as CSSProperties}
      className={cn('grid content-start gap-2 rounded-xl bg-(--wa-chat) p-3 text-sm text-(--wa-text)', className)}
    >
      <Bubble components={template.components} fill={fill} prefix="" category={template.category} className="max-w-[85%]" />
      {carousel ? <Carousel carousel={carousel} fill={fill} /> : null}
    </section>
  );
}
