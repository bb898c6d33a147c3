import { FileText, Image, MapPin, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderComponent } from '@/api/contracts/whatsapp-template';
import { isUploadHandle, useMediaSample } from './use-media-sample';

type MediaFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

const isUrl = (value: string | undefined): value is string => !!value && /^(https?:|blob:|data:image\/)/.test(value);

/** A header as WhatsApp draws it: bold text, or the media (the sample, picked or saved; a placeholder without one). */
export function TemplatePreviewHeader({ header, text }: { header: HeaderComponent; text: string }) {
  const { t } = useTranslation();
  const sample = header.example?.header_handle?.[0];
  switch (header.format) {
    case 'TEXT':
      return (
        <p dir="auto" className="px-2 pt-1 font-bold break-words">
          {text}
        </p>
      );
    case 'IMAGE':
    case 'VIDEO':
    case 'DOCUMENT':
      if (isUrl(sample)) return <Media format={header.format} url={sample} />;
      if (isUploadHandle(sample)) return <SavedMedia format={header.format} handle={sample} />;
      return <Media format={header.format} url={null} />;
    case 'LOCATION':
      return <Placeholder label={t('whatsapp.templates.preview.location')} icon={<MapPin aria-hidden />} />;
  }
}

/** A saved template's sample, read back by its handle. */
function SavedMedia({ format, handle }: { format: MediaFormat; handle: string }) {
  return <Media format={format} url={useMediaSample(handle)} />;
}

function Media({ format, url }: { format: MediaFormat; url: string | null }) {
  const { t } = useTranslation();
  if (format === 'IMAGE') {
    return url ? (
      <img src={url} alt={t('whatsapp.templates.preview.image')} className="aspect-[1.91] w-full rounded-md object-cover" />
    ) : (
      <Placeholder label={t('whatsapp.templates.preview.image')} icon={<Image aria-hidden />} />
    );
  }
  if (format === 'VIDEO') {
    return url ? (
      <video src={url} aria-label={t('whatsapp.templates.preview.video')} controls muted playsInline preload="metadata" className="aspect-[1.91] w-full rounded-md bg-black object-cover" />
    ) : (
      <Placeholder label={t('whatsapp.templates.preview.video')} icon={<Play aria-hidden />} />
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-md bg-(--wa-inset) p-3 text-sm">
      <FileText className="size-6 shrink-0 text-(--wa-meta)" aria-hidden />
      <span className="min-w-0 flex-1">{t('whatsapp.templates.preview.document')}</span>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="shrink-0 text-xs font-medium text-(--wa-link) underline">
          {t('waTemplates.sample.open_document')}
        </a>
      ) : null}
    </div>
  );
}

function Placeholder({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="flex aspect-[1.91] w-full items-center justify-center rounded-md bg-(--wa-inset) text-(--wa-meta) [&_svg]:size-8">
      {icon}
    </div>
  );
}
