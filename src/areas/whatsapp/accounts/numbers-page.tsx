import { useTranslation } from 'react-i18next';
import type { SenderNumberDetails, WabaDetails } from '@/api/contracts/whatsapp-accounts';
import { Alert, AlertDescription } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
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

function NumbersTable({ numbers, withWaba }: { numbers: (SenderNumberDetails & { wabaId?: string })[]; withWaba?: boolean }) {
  const { t } = useTranslation();
  const tier = useTier();
  if (!numbers.length) return <p className="text-sm text-muted-foreground">{t('whatsappAccounts.numbers.no_numbers')}</p>;
  return (
    <Table stacked>
      <TableHeader>
        <TableRow>
          <TableHead>{t('whatsappAccounts.numbers.number')}</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.display_name')}</TableHead>
          {withWaba ? <TableHead>{t('whatsappAccounts.numbers.waba')}</TableHead> : null}
          <TableHead>{t('whatsappAccounts.numbers.status')}</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.quality')}</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.tier_heading')}</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.throughput')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {numbers.map((number) => (
          <TableRow key={number.senderId} data-number={number.displayNumber}>
            <TableCell label={t('whatsappAccounts.numbers.number')} className="font-mono whitespace-nowrap" dir="ltr">
              {number.displayNumber}
            </TableCell>
            <TableCell label={t('whatsappAccounts.numbers.display_name')}>{number.verifiedName}</TableCell>
            {withWaba ? <TableCell label={t('whatsappAccounts.numbers.waba')} className="font-mono">{number.wabaId}</TableCell> : null}
            <TableCell label={t('whatsappAccounts.numbers.status')}>{number.status}</TableCell>
            <TableCell label={t('whatsappAccounts.numbers.quality')}>
              <Badge variant={QUALITY_TONE[number.quality]}>{number.quality}</Badge>
            </TableCell>
            <TableCell label={t('whatsappAccounts.numbers.tier_heading')} className="whitespace-nowrap">{tier(number.messagingLimit)}</TableCell>
            <TableCell label={t('whatsappAccounts.numbers.throughput')} className="whitespace-nowrap">{t('whatsappAccounts.numbers.per_second', { n: number.throughput })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function WabaTable({ wabas }: { wabas: WabaDetails[] }) {
  const { t } = useTranslation();
  const tier = useTier();
  return (
    <Table stacked>
      <TableHeader>
        <TableRow>
          <TableHead>waba_id</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.name')}</TableHead>
          <TableHead>status</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.portfolio')}</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.tier_heading')}</TableHead>
          <TableHead>{t('whatsappAccounts.numbers.numbers')}</TableHead>
          <TableHead pinned>
            <span className="sr-only">{t('whatsappAccounts.numbers.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {wabas.map((waba) => (
          <TableRow key={waba.wabaId}>
            <TableCell label="waba_id" className="font-mono">{waba.wabaId}</TableCell>
            <TableCell label={t('whatsappAccounts.numbers.name')}>{waba.name}</TableCell>
            <TableCell label="status">
              <Badge variant={waba.status === 'APPROVED' ? 'success' : 'warning'}>{waba.status}</Badge>
            </TableCell>
            <TableCell label={t('whatsappAccounts.numbers.portfolio')}>{waba.portfolio}</TableCell>
            <TableCell label={t('whatsappAccounts.numbers.tier_heading')} className="whitespace-nowrap">{tier(waba.messagingLimit)}</TableCell>
            <TableCell label={t('whatsappAccounts.numbers.numbers')}>
              <div className="flex flex-col items-start gap-1">
                <span>{waba.numbers.length}</span>
                {/* Meta's per-number webhook override, beside the WABA's (the actions column). */}
                {waba.numbers.map((number) => (
                  <RegisterWebhookButton key={number.senderId} wabaId={waba.wabaId} wabaName={waba.name} number={{ id: number.senderId, displayNumber: number.displayNumber }} />
                ))}
              </div>
            </TableCell>
            <TableCell pinned className="max-md:border-t max-md:pt-2">
              <div className="flex flex-wrap justify-end gap-2 max-md:justify-start">
                <RenameWabaButton wabaId={waba.wabaId} wabaName={waba.name} />
                <SyncNumbersButton wabaId={waba.wabaId} wabaName={waba.name} />
                <RegisterWebhookButton wabaId={waba.wabaId} wabaName={waba.name} />
                <AssignSystemUserButton wabaId={waba.wabaId} wabaName={waba.name} />
                <AttachCreditLineButton wabaId={waba.wabaId} wabaName={waba.name} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One WABA's numbers on Cloud List, read by its own call (spec §7 getbyWaba). */
function WabaNumbers({ waba }: { waba: WabaDetails }) {
  const numbers = useWabaNumbers(waba.wabaId, waba.numbers);
  return <NumbersTable numbers={numbers.data ?? waba.numbers} />;
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
    if (view === 'waba-nos-list') return <NumbersTable withWaba numbers={wabas.flatMap((waba) => waba.numbers.map((number) => ({ ...number, wabaId: waba.wabaId })))} />;
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
