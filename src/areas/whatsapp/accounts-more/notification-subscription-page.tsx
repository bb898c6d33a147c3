import type { ColumnDef } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationDelivery } from '@/api/contracts/whatsapp-accounts-more';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ResourceTable } from '@/ui/resource-table';
import { PageFrame } from '@/shell/page/page-frame';
import { useDeliveries } from './queries/use-deliveries';
import { useRemoveSubscription } from './queries/use-remove-subscription';
import { useSandboxMailbox } from './queries/use-sandbox-mailbox';
import { useSubscriptions } from './queries/use-subscriptions';
import { SandboxPanel } from './sandbox-panel';
import { SubscriptionForm } from './subscription-form';
import { useFormat } from '@/ui/format';

const STATUS_BADGE: Record<NotificationDelivery['status'], 'neutral' | 'info' | 'success' | 'destructive'> = { QUEUED: 'neutral', RETRYING: 'info', DELIVERED: 'success', FAILED: 'destructive' };

function Subscriptions() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  const remove = useRemoveSubscription();
  return (
    <section className="grid gap-3" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title" className="text-base font-semibold">
        {t('waAccountsMore.notify.list_title')}
      </h2>
      {subscriptions.data?.length ? (
        <ul className="grid gap-2">
          {subscriptions.data.map((subscription) => (
            <li key={subscription.id}>
              <Card className="flex flex-wrap items-center gap-3 p-3">
                <Badge variant="neutral">{t(`waAccountsMore.notify.channels.${subscription.channel}`)}</Badge>
                <span className="min-w-0 break-all text-sm font-medium" dir="ltr">
                  {subscription.target}
                </span>
                <span className="flex flex-wrap gap-1">
                  {subscription.events.map((event) => (
                    <Badge key={event} variant="info">
                      {t(`waAccountsMore.notify.event_names.${event}`)}
                    </Badge>
                  ))}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ms-auto"
                  aria-label={t('waAccountsMore.notify.remove', { target: subscription.target })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(subscription.id, { onSuccess: () => notify.success(t('waAccountsMore.notify.removed')) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{subscriptions.isError ? t('waAccountsMore.load_failed') : t('waAccountsMore.notify.none')}</p>
      )}
    </section>
  );
}

function DeliveryLog() {
  const { t } = useTranslation();
  const deliveries = useDeliveries();
  const format = useFormat();
  const columns: ColumnDef<NotificationDelivery>[] = [
    { id: 'when', header: t('waAccountsMore.notify.log.when'), cell: ({ row }) => format.date(row.original.createdOn, 'dateTimeSeconds'), meta: { className: 'whitespace-nowrap' } },
    {
      id: 'event',
      header: t('waAccountsMore.notify.log.event'),
      cell: ({ row: { original: delivery } }) => (
        <>
          <div className="font-medium">{t(`waAccountsMore.notify.event_names.${delivery.event}`)}</div>
          <div className="text-xs text-muted-foreground" dir="auto">
            {delivery.summary}
          </div>
        </>
      ),
    },
    { id: 'to', header: t('waAccountsMore.notify.log.to'), cell: ({ row }) => row.original.target, meta: { className: 'break-all', dir: 'ltr' } },
    {
      id: 'status',
      header: t('waAccountsMore.notify.log.status'),
      cell: ({ row }) => <Badge variant={STATUS_BADGE[row.original.status]}>{t(`waAccountsMore.notify.statuses.${row.original.status}`)}</Badge>,
    },
    {
      id: 'answer',
      header: t('waAccountsMore.notify.log.answer'),
      cell: ({ row: { original: delivery } }) => (
        <>
          {delivery.error ?? (delivery.statusCode !== null ? `HTTP ${delivery.statusCode}` : t('waAccountsMore.notify.log.mailed'))}
          <div className="text-muted-foreground">{t('waAccountsMore.notify.log.attempts', { count: delivery.attempts })}</div>
        </>
      ),
      meta: { className: 'text-xs' },
    },
  ];
  return (
    <section className="grid gap-3" aria-labelledby="delivery-log-title">
      <h2 id="delivery-log-title" className="text-base font-semibold">
        {t('waAccountsMore.notify.log_title')}
      </h2>
      {deliveries.data?.length ? (
        <ResourceTable label={t('waAccountsMore.notify.log_title')} columns={columns} rows={deliveries.data} getRowId={(delivery) => delivery.id} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('waAccountsMore.notify.log_empty')}</p>
      )}
    </section>
  );
}

/** SANDBOX: there is no mail service; notification mails are kept here instead of sent. */
function SandboxMailbox() {
  const { t } = useTranslation();
  const format = useFormat();
  const mails = useSandboxMailbox();
  return (
    <SandboxPanel titleId="sandbox-mailbox-title" title={t('waAccountsMore.notify.mailbox_title')} intro={t('waAccountsMore.notify.mailbox_intro')}>
      {mails.data?.length ? (
        <ul className="grid gap-2">
          {mails.data.slice(0, 10).map((mail) => (
            <li key={mail.id} className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
              <div className="flex flex-wrap gap-2 text-xs text-muted-foreground">
                <span>{format.date(mail.at, 'dateTimeSeconds')}</span>
                <span dir="ltr">{mail.to}</span>
              </div>
              <div className="font-medium" dir="auto">
                {mail.subject}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('waAccountsMore.notify.mailbox_empty')}</p>
      )}
    </SandboxPanel>
  );
}

/** notification-subscription: who is told of template, number and campaign news, and what was sent. */
export function NotificationSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleId="notify-title" title={t('waAccountsMore.notify.title')} lead={t('waAccountsMore.notify.lead')}>
      <SubscriptionForm />
      <Subscriptions />
      <DeliveryLog />
      <SandboxMailbox />
    </PageFrame>
  );
}
