import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@/api/contracts/support-requests';
import { Badge } from '@/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useSupportRequests } from './queries/use-support-requests';
import { useFormat } from '@/ui/format';

const STATUS_VARIANT = { OPEN: 'info', IN_PROGRESS: 'warning', RESOLVED: 'success', CLOSED: 'neutral' } as const satisfies Record<SupportRequest['status'], string>;

/** The account's requests with their status and the day they were sent. */
export function SupportRequestsList() {
  const { t } = useTranslation();
  const headingId = useId();
  const requests = useSupportRequests();
  const format = useFormat();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('helpCenter.requests.heading')}
      </h2>
      {requests.isPending ? (
        <p className="text-sm text-muted-foreground">{t('helpCenter.requests.loading')}</p>
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('helpCenter.requests.load_failed')}
        </p>
      ) : requests.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('helpCenter.requests.empty')}</p>
      ) : (
        <Table aria-labelledby={headingId} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{t('helpCenter.requests.subject')}</TableHead>
              <TableHead>{t('helpCenter.requests.area')}</TableHead>
              <TableHead>{t('helpCenter.requests.status')}</TableHead>
              <TableHead>{t('helpCenter.requests.created')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.data.map((request) => (
              <TableRow key={request.id}>
                <TableCell label={t('helpCenter.requests.subject')} className="break-words">
                  {request.subject}
                </TableCell>
                <TableCell label={t('helpCenter.requests.area')}>{t(`helpCenter.areas.${request.area}`)}</TableCell>
                <TableCell label={t('helpCenter.requests.status')}>
                  <Badge variant={STATUS_VARIANT[request.status]}>{t(`helpCenter.requests.statuses.${request.status}`)}</Badge>
                </TableCell>
                <TableCell label={t('helpCenter.requests.created')} className="whitespace-nowrap">
                  <time dateTime={request.createdAt}>{format.date(request.createdAt)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
