import { FileText, Play, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerMedia } from '@/api/contracts/whatsapp-accounts-more';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { useCustomerMediaFile } from './queries/use-customer-media-file';

/** The fetched file as an object URL, revoked when the file changes or the preview goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

type FileState = ReturnType<typeof useCustomerMediaFile>;

/** While the file comes: a placeholder of the preview's size, announced; when it failed: why, and a retry. */
function Waiting({ item, file, className }: { item: CustomerMedia; file: FileState; className: string }) {
  const { t } = useTranslation();
  if (file.isError) {
    return (
      <div className={`grid place-content-center justify-items-center gap-2 rounded-md border border-dashed p-3 text-center ${className}`} role="alert">
        <p className="text-sm text-destructive">{t('waCustomerMedia.preview_failed', { file: item.fileName })}</p>
        <Button size="sm" variant="outline" onClick={() => void file.refetch()}>
          <RotateCw aria-hidden />
          {t('waCustomerMedia.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={`relative ${className}`}>
      <Skeleton className="absolute inset-0" />
      <Spinner className="absolute inset-0 justify-center" label={t('waCustomerMedia.preview_loading', { file: item.fileName })} />
    </div>
  );
}

/** A photo or sticker as a thumbnail, fetched at once; activating it opens the photo full size in a dialog. */
function ImagePreview({ item }: { item: CustomerMedia }) {
  const { t } = useTranslation();
  const file = useCustomerMediaFile(item.mediaId, true);
  const url = useObjectUrl(file.data);
  if (!url) return <Waiting item={item} file={file} className="h-40" />;
  const description = item.caption || t('waCustomerMedia.image_alt', { file: item.fileName, from: item.from });
  // The thumbnail is the dialog's trigger, so closing the dialog gives it the focus back.
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className="block h-40 w-full cursor-zoom-in overflow-hidden rounded-md bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={t('waCustomerMedia.open_full', { file: item.fileName })}
        >
          <img src={url} alt="" className={item.kind === 'sticker' ? 'size-full object-contain' : 'size-full object-cover'} />
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-[min(64rem,calc(100%-2rem))]" closeLabel={t('waCustomerMedia.close')}>
        <DialogHeader>
          <DialogTitle className="break-all" dir="ltr">
            {item.fileName}
          </DialogTitle>
          <DialogDescription dir="auto">{description}</DialogDescription>
        </DialogHeader>
        <img src={url} alt={description} className="mx-auto max-h-[75dvh] max-w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}

/**
 * A voice note or video in the browser's own player. Fetched only when asked to play (they can be
 * megabytes each); the player then takes the focus and plays.
 */
function PlayerPreview({ item }: { item: CustomerMedia }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const file = useCustomerMediaFile(item.mediaId, wanted);
  const url = useObjectUrl(file.data);
  const player = useRef<HTMLMediaElement>(null);
  const video = item.kind === 'video';
  // Only a play asked for here starts and takes the focus; a file already fetched (downloaded) just shows its player.
  useEffect(() => {
    if (url && wanted) player.current?.focus();
  }, [url, wanted]);
  const label = t(video ? 'waCustomerMedia.video_label' : 'waCustomerMedia.audio_label', { file: item.fileName });
  if (url) {
    return video ? (
      <video ref={(element) => void (player.current = element)} src={url} controls autoPlay={wanted} playsInline aria-label={label} className="h-40 w-full rounded-md bg-black object-contain" />
    ) : (
      <audio ref={(element) => void (player.current = element)} src={url} controls autoPlay={wanted} aria-label={label} className="w-full" />
    );
  }
  if (wanted) return <Waiting item={item} file={file} className={video ? 'h-40' : 'h-14'} />;
  return (
    <Button variant="outline" className={video ? 'h-40 w-full flex-col' : 'h-14 w-full'} onClick={() => setWanted(true)} aria-label={t(video ? 'waCustomerMedia.play_video' : 'waCustomerMedia.play_audio', { file: item.fileName })}>
      <Play aria-hidden />
      {t(video ? 'waCustomerMedia.play_video_short' : 'waCustomerMedia.play_audio_short')}
    </Button>
  );
}

/** A document: nothing is fetched to show it; its icon and type stand for it (name, size and actions sit beside). */
function DocumentPreview({ item }: { item: CustomerMedia }) {
  const extension = item.fileName.includes('.') ? (item.fileName.split('.').pop() ?? '') : '';
  return (
    <div className="flex h-14 items-center gap-3 rounded-md bg-muted px-3" aria-hidden>
      <FileText className="size-8 shrink-0 text-primary" />
      <span className="truncate text-sm font-medium uppercase text-muted-foreground">{extension || item.mimeType}</span>
    </div>
  );
}

/** What a customer's file looks like, by kind: a thumbnail, a player, or a document's icon. */
export function CustomerMediaPreview({ item }: { item: CustomerMedia }) {
  if (item.kind === 'image' || item.kind === 'sticker') return <ImagePreview item={item} />;
  if (item.kind === 'audio' || item.kind === 'video') return <PlayerPreview item={item} />;
  return <DocumentPreview item={item} />;
}
