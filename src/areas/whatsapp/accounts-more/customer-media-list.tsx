import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerMedia } from '@/api/contracts/whatsapp-accounts-more';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';

/** Files customers sent to the account's numbers; each is fetched from the provider when first downloaded. */
export function CustomerMediaList({ media, busy, onDownload }: { media: readonly CustomerMedia[]; busy: string | null; onDownload: (item: CustomerMedia) => void }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="grid gap-3" aria-labelledby="customer-media-title">
      <h2 id="customer-media-title" className="text-base font-semibold">
        {t('waAccountsMore.pending.media_title')}
      </h2>
      {media.length ? (
        <Card className="overflow-x-auto p-0">
          <Table aria-labelledby="customer-media-title" className="min-w-[40rem]">
            <TableHeader>
              <TableRow>
                <TableHead>{t('waAccountsMore.pending.file')}</TableHead>
                <TableHead>{t('waAccountsMore.pending.from')}</TableHead>
                <TableHead>{t('waAccountsMore.pending.received')}</TableHead>
                <TableHead>{t('waAccountsMore.pending.state')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('waAccountsMore.pending.download')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {media.map((item) => (
                <TableRow key={item.mediaId}>
                  <TableCell>
                    <div className="break-all font-medium" dir="ltr">
                      {item.fileName}
                    </div>
                    {item.caption ? (
                      <div className="text-xs text-muted-foreground" dir="auto">
                        {item.caption}
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <div dir="ltr">{item.from}</div>
                    <div className="text-xs text-muted-foreground">{t('waAccountsMore.pending.to_number', { number: item.displayNumber })}</div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{when.format(new Date(item.receivedOn))}</TableCell>
                  <TableCell>
                    <Badge variant={item.downloaded ? 'success' : 'info'}>{t(item.downloaded ? 'waAccountsMore.pending.kept' : 'waAccountsMore.pending.at_provider')}</Badge>
                  </TableCell>
                  <TableCell>
                    <Button size="sm" variant="outline" disabled={busy === item.mediaId} onClick={() => onDownload(item)} aria-label={t('waAccountsMore.pending.download_file', { file: item.fileName })}>
                      <Download aria-hidden />
                      {t('waAccountsMore.pending.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : (
        <p className="text-sm text-muted-foreground">{t('waAccountsMore.pending.media_none')}</p>
      )}
    </section>
  );
}
