import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ReasonCount } from '@/api/contracts/campaigns';
import type { RcsRecipientRow } from '@/api/contracts/rcs-campaigns';
import { NOT_RCS_CAPABLE, rcsReasonOf, smsFallbackOutcome } from '@/api/rules/rcs-reasons';
import { ResourceTable } from '@/ui/resource-table';
import { useFormat } from '@/ui/format';

/** The sentence for a stored code, the provider's code beside it, and Google's own words only when no sentence explains it. */
function ReasonText({ code, text }: { code: string; text: string | null }) {
  const { t } = useTranslation();
  const reason = rcsReasonOf(code, text);
  return (
    <span className="grid gap-0.5">
      <span>
        {t(`rcsReasons.reason.${reason.key}`)}{' '}
        <code className="rounded bg-muted px-1 font-mono text-xs" dir="ltr" title={t('rcsReasons.provider_code')}>
          {reason.providerCode}
        </code>
      </span>
      {!reason.known && text ? <span className="text-xs text-muted-foreground">{t('rcsReasons.provider_said', { text })}</span> : null}
    </span>
  );
}

export interface RcsReasonsTableProps {
  title: string;
  none: string;
  reasons: ReasonCount[];
  /** Failures say whether SMS fallback took them; skips were never sent. */
  sms?: { campaignHasFallback: boolean };
}

/** Failures (or skips) of a campaign by code: a sentence for each, the provider's code beside it, and what SMS fallback did. */
export function RcsReasonsTable({ title, none, reasons, sms }: RcsReasonsTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const outcomeOf = (row: ReasonCount) => (sms ? smsFallbackOutcome({ status: 'FAILED', via: 'rcs', reason: rcsReasonOf(row.code, row.text) }, sms.campaignHasFallback) : null);
  const columns: ColumnDef<ReasonCount>[] = [
    { id: 'reason', header: t('rcsCampaigns.report.reason'), cell: ({ row }) => <ReasonText code={row.original.code} text={row.original.text} />, meta: { className: 'whitespace-normal md:min-w-56' } },
    ...(sms
      ? [
          {
            id: 'sms',
            header: t('rcsReasons.sms_column'),
            cell: ({ row }) => {
              const outcome = outcomeOf(row.original);
              return outcome ? t(`rcsReasons.sms.${outcome}`) : '';
            },
            meta: { className: 'whitespace-normal md:min-w-40' },
          } satisfies ColumnDef<ReasonCount>,
        ]
      : []),
    { id: 'count', header: t('rcsCampaigns.report.count'), cell: ({ row }) => format.number(row.original.count), meta: { className: 'text-end tabular-nums', headClassName: 'text-end' } },
  ];
  return (
    <section className="grid min-w-0 content-start gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {reasons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ResourceTable label={title} columns={columns} rows={reasons} getRowId={(row) => row.code} />
      )}
    </section>
  );
}

/**
 * A recipient's reason cell: why it failed or was skipped, or — when it went by SMS — that the
 * number cannot receive RCS; with what SMS fallback did.
 */
export function RcsRecipientReason({ row, campaignHasFallback }: { row: RcsRecipientRow; campaignHasFallback: boolean }) {
  const { t } = useTranslation();
  const code = row.via === 'sms' ? NOT_RCS_CAPABLE : row.errorCode;
  if (!code) return null;
  const outcome = smsFallbackOutcome({ status: row.status, via: row.via, reason: rcsReasonOf(code, row.reason) }, campaignHasFallback);
  return (
    <span className="grid gap-0.5">
      <ReasonText code={code} text={row.via === 'sms' ? null : row.reason} />
      {outcome ? <span className="text-xs text-muted-foreground">{t(`rcsReasons.sms.${outcome}`)}</span> : null}
    </span>
  );
}
