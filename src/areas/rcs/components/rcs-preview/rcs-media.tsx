import { ImageOff, LoaderCircle } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';

const VIDEO = /\.(mp4|m4v|webm|mpeg|mpg|3gp)(\?|$)/i;

type MediaState = 'loading' | 'loaded' | 'failed';

/**
 * A card's media in its dp box. Until it has loaded — and for good when it cannot (an address the
 * machine cannot reach, a refused type) — the box shows what is happening and the URL, so the
 * designer sees which address to fix instead of a broken image.
 */
export function RcsMedia({ url, style, alt }: { url: string; style: CSSProperties; alt: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ url: string; state: MediaState }>({ url, state: 'loading' });
  const current: MediaState = state.url === url ? state.state : 'loading';
  const settle = (next: MediaState) => () => setState({ url, state: next });
  const isVideo = VIDEO.test(url);
  const shown = url !== '' && current === 'loaded';
  return (
    <div style={style} className="relative shrink-0 overflow-hidden bg-(--rcs-inset)" data-media-state={url ? current : 'none'}>
      {url && current !== 'failed' ? (
        isVideo ? (
          <video src={url} className={cn('size-full bg-black object-cover', !shown && 'invisible')} muted aria-label={alt} onLoadedData={settle('loaded')} onError={settle('failed')} />
        ) : (
          <img src={url} alt={alt} className={cn('size-full object-cover', !shown && 'invisible')} onLoad={settle('loaded')} onError={settle('failed')} />
        )
      ) : null}
      {shown ? null : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-(--rcs-meta)" data-media-placeholder>
          {current === 'loading' && url ? <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin" /> : <ImageOff aria-hidden className="size-5 shrink-0" />}
          <span className="text-[11px] leading-4 font-medium">{t(url === '' ? 'rcsTemplates.preview.media_none' : current === 'failed' ? 'rcsTemplates.preview.media_failed' : 'rcsTemplates.preview.media_loading')}</span>
          {url ? (
            <span dir="ltr" title={url} className="line-clamp-3 max-w-full text-[10px] leading-3 break-all">
              {url}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
