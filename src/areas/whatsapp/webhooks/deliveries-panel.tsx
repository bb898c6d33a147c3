import type { ColumnDef } from '@tanstack/react-table';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus, WebhookDelivery, WebhookRule } from '@/api/contracts/webhook-rules';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ResourceTable } from '@/ui/resource-table';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { useDeliveries } from './queries/use-deliveries';
import { useResend } from './queries/use-resend';
import { useFormat } from '@/ui/format';

const TONE: Record<DeliveryStatus, 'success' | 'neutral' | 'warning' | 'destructive'> = { DELIVERED: 'success', QUEUED: 'neutral', RETRYING: 'warning', FAILED: 'destructive' };

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const resend = useResend();
  const format = useFormat();
  const last = delivery.attempts.at(-1);
  const attemptColumns: ColumnDef<WebhookDelivery['attempts'][number]>[] = [
    { id: 'attempt', header: t('webhookConfig.deliveries.attempt'), cell: ({ row }) => row.original.attempt },
    { id: 'at', header: t('webhookConfig.deliveries.at'), cell: ({ row }) => format.date(row.original.at, 'dateTimeSeconds'), meta: { className: 'whitespace-nowrap' } },
    { id: 'code', header: t('webhookConfig.deliveries.status_code'), cell: ({ row }) => <span data-code>{row.original.statusCode ?? '—'}</span> },
    { id: 'duration', header: t('webhookConfig.deliveries.duration'), cell: ({ row }) => t('webhookConfig.deliveries.ms', { ms: row.original.durationMs }), meta: { className: 'whitespace-nowrap' } },
    {
      id: 'response',
      header: t('webhookConfig.deliveries.response'),
      cell: ({ row: { original: attempt } }) => (
        <>
          {attempt.error ? <span className="text-destructive">{attempt.error} </span> : null}
          {attempt.responseExcerpt}
        </>
      ),
      meta: { className: 'break-all', dir: 'ltr' },
    },
  ];

  async function again() {
    try {
      await resend.mutateAsync(delivery.deliveryId);
      notify.success(t('webhookConfig.deliveries.resent'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('webhookConfig.deliveries.resend_failed'));
    }
  }

  return (
    <li className="grid gap-2 rounded-md border border-border p-3" data-delivery={delivery.deliveryId} data-status={delivery.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant={TONE[delivery.status]}>{t(`webhookConfig.deliveries.statuses.${delivery.status}`)}</Badge>
        <span className="font-medium">{t(`webhookConfig.categories.${delivery.category}`)}</span>
        <span className="text-muted-foreground">{format.date(delivery.createdOn, 'dateTimeSeconds')}</span>
        <span>{t('webhookConfig.deliveries.attempts', { n: delivery.attempts.length })}</span>
        {last ? (
          <span data-last-code>
            {t('webhookConfig.deliveries.last', { code: last.statusCode ?? t('webhookConfig.deliveries.no_answer'), ms: last.durationMs })}
          </span>
        ) : null}
        {delivery.test ? <Badge variant="neutral">{t('webhookConfig.deliveries.test')}</Badge> : null}
        {delivery.resendOf ? <span className="text-muted-foreground">{t('webhookConfig.deliveries.is_resend')}</span> : null}
        <Button variant="outline" size="sm" className="ms-auto" disabled={resend.isPending} onClick={() => void again()}>
          <RotateCw aria-hidden />
          {t('webhookConfig.deliveries.resend')}
        </Button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-ring">{t('webhookConfig.deliveries.details')}</summary>
        <div className="mt-2 grid gap-2">
          <h4 className="text-xs font-semibold uppercase text-muted-foreground">{t('webhookConfig.deliveries.body')}</h4>
          {/* Scrollable regions take focus, so the keyboard can scroll them. */}
          <pre dir="ltr" tabIndex={0} aria-label={t('webhookConfig.deliveries.body')} className="max-h-60 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap break-all">{JSON.stringify(delivery.payload, null, 2)}</pre>
          <ResourceTable
            label={t('webhookConfig.deliveries.attempt_table')}
            className="text-xs"
            columns={attemptColumns}
            rows={delivery.attempts}
            getRowId={(attempt) => String(attempt.attempt)}
            rowData={(attempt) => ({ 'data-attempt': String(attempt.attempt) })}
          />
        </div>
      </details>
    </li>
  );
}

/** A rule's last deliveries with status code, duration and body; refreshed every 2 s so retries show as they happen. */
export function DeliveriesPanel({ rule }: { rule: WebhookRule }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(rule.ruleId);
  return (
    <section aria-labelledby="webhook-deliveries-title" className="grid gap-3">
      <h2 id="webhook-deliveries-title" className="text-lg font-semibold">
        {t('webhookConfig.deliveries.title')} <span className="text-sm font-normal break-all text-muted-foreground" dir="ltr">{rule.url}</span>
      </h2>
      <QueryBoundary query={deliveries} failed={t('webhookConfig.deliveries.failed')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('webhookConfig.deliveries.empty')}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t('webhookConfig.deliveries.title')}>
              {rows.map((delivery) => (
                <DeliveryItem key={delivery.deliveryId} delivery={delivery} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}
