import { FileText, FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RcsFile } from '@/api/contracts/rcs-template';

const PDF = /\.pdf(\?|#|$)/i;

/** The last part of the file's address, as Google Messages names a file it received. */
function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || url;
  } catch {
    // Half-typed: a % not yet followed by its two digits.
    return last;
  }
}

/** A file sent on its own: a video or a PDF, drawn as the phone shows it before it is opened (an icon and its name). */
export function RcsFileBubble({ file }: { file: RcsFile }) {
  const { t } = useTranslation();
  const Icon = PDF.test(file.url) ? FileText : FileVideo;
  const name = fileName(file.url);
  return (
    <div data-file dir="ltr" className="mx-3 flex max-w-[85%] items-center gap-2 self-start rounded-2xl rounded-ss-sm bg-(--rcs-bubble) px-3 py-2 text-[14px] leading-5">
      <Icon aria-hidden className="size-6 shrink-0 text-(--rcs-accent)" />
      <span aria-hidden className="min-w-0 truncate">
        {name}
      </span>
      <span className="sr-only">{t('rcsTemplates.preview.file', { name })}</span>
    </div>
  );
}
