import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerMedia } from '@/api/contracts/whatsapp-accounts-more';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CustomerMediaPreview } from './customer-media-preview';
import { useFormat } from '@/ui/format';

/** Only a PDF is opened in a tab: the browser's viewer shows it, and it runs no script of the customer's. */
const opensInTab = (item: CustomerMedia) => item.kind === 'document' && item.mimeType.split(';')[0]?.trim() === 'application/pdf';

interface MediaActions {
  busy: string | null;
  onDownload: (item: CustomerMedia) => void;
  onOpen: (item: CustomerMedia) => void;
}

/** One file: its preview, what it is (name, kind, size, caption), who sent it when, where it is kept, and its actions. */
function MediaCard({ item, busy, onDownload, onOpen }: MediaActions & { item: CustomerMedia }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = [t(`waCustomerMedia.kinds.${item.kind}`), item.size === null ? t('waCustomerMedia.size_unknown') : format.fileSize(item.size)];
  return (
    <Card className="flex h-full flex-col gap-3 p-3">
      <CustomerMediaPreview item={item} />
      <div className="grid gap-1 text-sm">
        <p className="break-all font-medium" dir="ltr">
          {item.fileName}
        </p>
        <p className="text-xs text-muted-foreground">{facts.join(' · ')}</p>
        {item.caption ? <p dir="auto">{item.caption}</p> : null}
        <p className="text-xs text-muted-foreground">
          <span dir="ltr">{item.from}</span> {t('waAccountsMore.pending.to_number', { number: item.displayNumber })} ·{' '}
          <time dateTime={item.receivedOn}>{format.date(item.receivedOn)}</time>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <Badge variant={item.downloaded ? 'success' : 'info'}>{t(item.downloaded ? 'waAccountsMore.pending.kept' : 'waAccountsMore.pending.at_provider')}</Badge>
        <div className="flex flex-wrap gap-2">
          {opensInTab(item) ? (
            <Button size="sm" variant="outline" disabled={busy === item.mediaId} onClick={() => onOpen(item)} aria-label={t('waCustomerMedia.open_document', { file: item.fileName })}>
              <ExternalLink aria-hidden />
              {t('waCustomerMedia.open')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={busy === item.mediaId} onClick={() => onDownload(item)} aria-label={t('waAccountsMore.pending.download_file', { file: item.fileName })}>
            <Download aria-hidden />
            {t('waAccountsMore.pending.download')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/**
 * Files customers sent to the account's numbers, previewed: photos as thumbnails, voice notes and
 * videos in the browser's players, documents by icon. Each is fetched from the provider the first
 * time (spec §7 download/media/whatsapp) and kept here after.
 */
export function CustomerMediaList({ media, ...actions }: MediaActions & { media: readonly CustomerMedia[] }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3" aria-labelledby="customer-media-title">
      <h2 id="customer-media-title" className="text-base font-semibold">
        {t('waAccountsMore.pending.media_title')}
      </h2>
      {media.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby="customer-media-title">
          {media.map((item) => (
            <li key={item.mediaId} data-media={item.mediaId}>
              <MediaCard item={item} {...actions} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('waAccountsMore.pending.media_none')}</p>
      )}
    </section>
  );
}
