import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { SenderNumberDetails, WabaDetails } from '@/api/contracts/whatsapp-accounts';
import { Alert, AlertDescription } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { ResourceTable } from '@/ui/resource-table';
import { PageFrame } from '@/shell/page/page-frame';
import { useSenderDetails } from './queries/use-sender-details';
import { useWabaNumbers } from './queries/use-waba-numbers';
import { AddWabaForm } from './add-waba-form';
import { AssignSystemUserButton } from './assign-system-user-button';
import { AttachCreditLineButton } from './attach-credit-line-button';
import { RegisterWebhookButton } from './register-webhook-button';
import { RenameWabaButton } from './rename-waba-button';
import { SyncNumbersButton } from './sync-numbers-button';
import { useFormat } from '@/ui/format';

export type NumbersView = 'waba-status' | 'waba-cloud-list' | 'waba-nos-list';

const QUALITY_TONE = { GREEN: 'success', YELLOW: 'warning', RED: 'destructive', UNKNOWN: 'neutral' } as const;

function useTier() {
  const { t } = useTranslation();
  const format = useFormat();
  return (limit: number | null) => (limit === null ? t('whatsappAccounts.numbers.unlimited') : t('whatsappAccounts.numbers.tier', { limit: format.number(limit) }));
}

type ListedNumber = SenderNumberDetails & { wabaId?: string };

function NumbersTable({ label, numbers, withWaba }: { label: string; numbers: ListedNumber[]; withWaba?: boolean }) {
  const { t } = useTranslation();
  const tier = useTier();
  if (!numbers.length) return <p className="text-sm text-muted-foreground">{t('whatsappAccounts.numbers.no_numbers')}</p>;
  const columns: ColumnDef<ListedNumber>[] = [
    { id: 'number', header: t('whatsappAccounts.numbers.number'), cell: ({ row }) => row.original.displayNumber, meta: { className: 'font-mono whitespace-nowrap', dir: 'ltr' } },
    { id: 'name', header: t('whatsappAccounts.numbers.display_name'), cell: ({ row }) => row.original.verifiedName },
    ...(withWaba ? [{ id: 'waba', header: t('whatsappAccounts.numbers.waba'), cell: ({ row }) => row.original.wabaId, meta: { className: 'font-mono' } } satisfies ColumnDef<ListedNumber>] : []),
    { id: 'status', header: t('whatsappAccounts.numbers.status'), cell: ({ row }) => row.original.status },
    { id: 'quality', header: t('whatsappAccounts.numbers.quality'), cell: ({ row }) => <Badge variant={QUALITY_TONE[row.original.quality]}>{row.original.quality}</Badge> },
    { id: 'tier', header: t('whatsappAccounts.numbers.tier_heading'), cell: ({ row }) => tier(row.original.messagingLimit), meta: { className: 'whitespace-nowrap' } },
    { id: 'throughput', header: t('whatsappAccounts.numbers.throughput'), cell: ({ row }) => t('whatsappAccounts.numbers.per_second', { n: row.original.throughput }), meta: { className: 'whitespace-nowrap' } },
  ];
  return <ResourceTable label={label} columns={columns} rows={numbers} getRowId={(number) => number.senderId} rowData={(number) => ({ 'data-number': number.displayNumber })} />;
}

function WabaTable({ wabas }: { wabas: WabaDetails[] }) {
  const { t } = useTranslation();
  const tier = useTier();
  const columns: ColumnDef<WabaDetails>[] = [
    { id: 'id', header: 'waba_id', cell: ({ row }) => row.original.wabaId, meta: { className: 'font-mono' } },
    { id: 'name', header: t('whatsappAccounts.numbers.name'), cell: ({ row }) => row.original.name },
    { id: 'status', header: 'status', cell: ({ row }) => <Badge variant={row.original.status === 'APPROVED' ? 'success' : 'warning'}>{row.original.status}</Badge> },
    { id: 'portfolio', header: t('whatsappAccounts.numbers.portfolio'), cell: ({ row }) => row.original.portfolio },
    { id: 'tier', header: t('whatsappAccounts.numbers.tier_heading'), cell: ({ row }) => tier(row.original.messagingLimit), meta: { className: 'whitespace-nowrap' } },
    {
      id: 'numbers',
      header: t('whatsappAccounts.numbers.numbers'),
      cell: ({ row: { original: waba } }) => (
        <div className="flex flex-col items-start gap-1">
          <span>{waba.numbers.length}</span>
          {/* Meta's per-number webhook override, beside the WABA's (the actions column). */}
          {waba.numbers.map((number) => (
            <RegisterWebhookButton key={number.senderId} wabaId={waba.wabaId} wabaName={waba.name} number={{ id: number.senderId, displayNumber: number.displayNumber }} />
          ))}
        </div>
      ),
    },
  ];
  return (
    <ResourceTable
      label={t('whatsappAccounts.numbers.titles.waba-status')}
      columns={columns}
      rows={wabas}
      getRowId={(waba) => waba.wabaId}
      actionsLabel={t('whatsappAccounts.numbers.actions')}
      actions={(waba) => (
        <>
          <RenameWabaButton wabaId={waba.wabaId} wabaName={waba.name} />
          <SyncNumbersButton wabaId={waba.wabaId} wabaName={waba.name} />
          <RegisterWebhookButton wabaId={waba.wabaId} wabaName={waba.name} />
          <AssignSystemUserButton wabaId={waba.wabaId} wabaName={waba.name} />
          <AttachCreditLineButton wabaId={waba.wabaId} wabaName={waba.name} />
        </>
      )}
    />
  );
}

/** One WABA's numbers on Cloud List, read by its own call (spec §7 getbyWaba). */
function WabaNumbers({ waba }: { waba: WabaDetails }) {
  const numbers = useWabaNumbers(waba.wabaId, waba.numbers);
  return <NumbersTable label={waba.name} numbers={numbers.data ?? waba.numbers} />;
}

/** waba-status (the WABAs), waba-cloud-list (each WABA with its numbers) and waba-nos-list (every number). */
export function NumbersPage({ view }: { view: NumbersView }) {
  const { t } = useTranslation();
  const details = useSenderDetails();
  const titleId = `${view}-title`;
  const content = () => {
    if (details.isPending) return <Spinner label={t('common.loading')} showLabel />;
    if (details.isError) {
      return (
        <Alert variant="destructive">
          <AlertDescription>{details.error.message}</AlertDescription>
        </Alert>
      );
    }
    const wabas = details.data;
    const none = <p className="text-sm text-muted-foreground">{t('whatsappAccounts.numbers.no_wabas')}</p>;
    if (view === 'waba-status') {
      return (
        <>
          <AddWabaForm />
          {wabas.length ? <WabaTable wabas={wabas} /> : none}
        </>
      );
    }
    if (!wabas.length) return none;
    if (view === 'waba-nos-list') return <NumbersTable label={t(`whatsappAccounts.numbers.titles.${view}`)} withWaba numbers={wabas.flatMap((waba) => waba.numbers.map((number) => ({ ...number, wabaId: waba.wabaId })))} />;
    return wabas.map((waba) => (
      <Card key={waba.wabaId} className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            {waba.name} <span className="font-mono text-sm font-normal text-muted-foreground">{waba.wabaId}</span>
            <Badge variant={waba.status === 'APPROVED' ? 'success' : 'warning'}>{waba.status}</Badge>
          </h2>
          <span className="ms-auto">
            <SyncNumbersButton wabaId={waba.wabaId} wabaName={waba.name} />
          </span>
        </div>
        <WabaNumbers waba={waba} />
      </Card>
    ));
  };
  return (
    <PageFrame titleId={titleId} title={t(`whatsappAccounts.numbers.titles.${view}`)} lead={t('whatsappAccounts.numbers.lead')}>
      {content()}
    </PageFrame>
  );
}
