import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { ReasonCount } from '@/api/contracts/campaigns';
import { ResourceTable } from '@/ui/resource-table';
import { WhatsappReasonText } from './reason-text';

/** FAILED recipients by provider code, or SKIPPED ones by reason, each with its sentence; a line saying there are none otherwise. */
export function ReasonTable({ kind, reasons }: { kind: 'failures' | 'skips'; reasons: ReasonCount[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = `wa-report-${kind}-title`;
  const columns: ColumnDef<ReasonCount>[] = [
    { id: 'code', header: t('waReport.reasons.code'), cell: ({ row }) => <span title={t('waReasons.provider_code')}>{row.original.code}</span>, meta: { className: 'font-mono text-xs', dir: 'ltr' } },
    {
      id: 'text',
      header: t('waReport.reasons.text'),
      cell: ({ row }) => <WhatsappReasonText code={row.original.code} text={row.original.text} />,
      meta: { className: 'whitespace-normal md:min-w-56' },
    },
    {
      id: 'count',
      header: t('waReport.reasons.count'),
      cell: ({ row }) => format.number(row.original.count),
      meta: { className: 'text-end tabular-nums', headClassName: 'text-end' },
    },
  ];
  return (
    <section className="grid min-w-0 content-start gap-2" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`waReport.${kind}.title`)}
      </h2>
      {reasons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`waReport.${kind}.none`)}</p>
      ) : (
        <ResourceTable label={t(`waReport.${kind}.title`)} testId={`${kind}-table`} columns={columns} rows={reasons} getRowId={(reason) => reason.code} />
      )}
    </section>
  );
}
