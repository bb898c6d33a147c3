import type { ColumnDef } from '@tanstack/react-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@/api/contracts/support-requests';
import { Badge } from '@/ui/badge';
import { ResourceTable } from '@/ui/resource-table';
import { useSupportRequests } from './queries/use-support-requests';
import { useFormat } from '@/ui/format';

const STATUS_VARIANT = { OPEN: 'info', IN_PROGRESS: 'warning', RESOLVED: 'success', CLOSED: 'neutral' } as const satisfies Record<SupportRequest['status'], string>;

/** The account's requests with their status and the day they were sent. */
export function SupportRequestsList() {
  const { t } = useTranslation();
  const headingId = useId();
  const requests = useSupportRequests();
  const format = useFormat();
  const columns: ColumnDef<SupportRequest>[] = [
    { id: 'subject', header: t('helpCenter.requests.subject'), cell: ({ row }) => row.original.subject, meta: { className: 'break-words' } },
    { id: 'area', header: t('helpCenter.requests.area'), cell: ({ row }) => t(`helpCenter.areas.${row.original.area}`) },
    {
      id: 'status',
      header: t('helpCenter.requests.status'),
      cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status]}>{t(`helpCenter.requests.statuses.${row.original.status}`)}</Badge>,
    },
    {
      id: 'created',
      header: t('helpCenter.requests.created'),
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{format.date(row.original.createdAt)}</time>,
      meta: { className: 'whitespace-nowrap' },
    },
  ];

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
        <ResourceTable label={t('helpCenter.requests.heading')} columns={columns} rows={requests.data} getRowId={(request) => request.id} />
      )}
    </section>
  );
}
