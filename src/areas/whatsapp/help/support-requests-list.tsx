import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@/api/contracts/support-requests';
import { Badge } from '@/ui/badge';
import { useSupportRequests } from './support-api';
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
        <div className="overflow-x-auto rounded-md border bg-surface">
          <table className="w-full text-sm">
            <thead className="bg-muted text-start">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('helpCenter.requests.subject')}</th>
                <th scope="col" className="hidden px-3 py-2 text-start font-medium sm:table-cell">{t('helpCenter.requests.area')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('helpCenter.requests.status')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('helpCenter.requests.created')}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {requests.data.map((request) => (
                <tr key={request.id}>
                  <td className="px-3 py-2 break-words">
                    {request.subject}
                    {/* On a phone the area moves under the subject so the row fits without scrolling. */}
                    <span className="block text-xs text-muted-foreground sm:hidden">{t(`helpCenter.areas.${request.area}`)}</span>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">{t(`helpCenter.areas.${request.area}`)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={STATUS_VARIANT[request.status]}>{t(`helpCenter.requests.statuses.${request.status}`)}</Badge>
                  </td>
                  <td className="px-3 py-2 sm:whitespace-nowrap">
                    <time dateTime={request.createdAt}>{format.date(request.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
