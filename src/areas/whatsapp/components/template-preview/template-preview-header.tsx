import { FileText, Image, MapPin, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderComponent } from '@/api/contracts/whatsapp-template';

const isUrl = (value: string | undefined): value is string => !!value && /^(https?:|blob:|data:image\/)/.test(value);

/** A header as WhatsApp draws it: bold text, or the media (the sample when it is a link, a placeholder otherwise). */
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
      return isUrl(sample) ? (
        <img src={sample} alt={t('whatsapp.templates.preview.image')} className="aspect-[1.91] w-full rounded-md object-cover" />
      ) : (
        <Placeholder label={t('whatsapp.templates.preview.image')} icon={<Image aria-hidden />} />
      );
    case 'VIDEO':
      return <Placeholder label={t('whatsapp.templates.preview.video')} icon={<Play aria-hidden />} />;
    case 'DOCUMENT':
      return (
        <div className="flex items-center gap-2 rounded-md bg-(--wa-inset) p-3 text-sm">
          <FileText className="size-6 shrink-0 text-(--wa-meta)" aria-hidden />
          <span>{t('whatsapp.templates.preview.document')}</span>
        </div>
      );
    case 'LOCATION':
      return <Placeholder label={t('whatsapp.templates.preview.location')} icon={<MapPin aria-hidden />} />;
  }
}

function Placeholder({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="flex aspect-[1.91] w-full items-center justify-center rounded-md bg-(--wa-inset) text-(--wa-meta) [&_svg]:size-8">
      {icon}
    </div>
  );
}
