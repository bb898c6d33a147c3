import { useTranslation } from 'react-i18next';
import { useFormat } from '@/ui/format';
import type { ReasonCount } from '@/api/contracts/campaigns';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { WhatsappReasonText } from './reason-text';

/** FAILED recipients by provider code, or SKIPPED ones by reason, each with its sentence; a line saying there are none otherwise. */
export function ReasonTable({ kind, reasons }: { kind: 'failures' | 'skips'; reasons: ReasonCount[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = `wa-report-${kind}-title`;
  return (
    <section className="grid min-w-0 content-start gap-2" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`waReport.${kind}.title`)}
      </h2>
      {reasons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`waReport.${kind}.none`)}</p>
      ) : (
        <Table aria-labelledby={titleId} data-testid={`${kind}-table`} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{t('waReport.reasons.code')}</TableHead>
              <TableHead>{t('waReport.reasons.text')}</TableHead>
              <TableHead className="text-end">{t('waReport.reasons.count')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reasons.map((reason) => (
              <TableRow key={reason.code}>
                <TableCell label={t('waReport.reasons.code')} className="font-mono text-xs" dir="ltr" title={t('waReasons.provider_code')}>
                  {reason.code}
                </TableCell>
                <TableCell label={t('waReport.reasons.text')} className="whitespace-normal md:min-w-56">
                  <WhatsappReasonText code={reason.code} text={reason.text} />
                </TableCell>
                <TableCell label={t('waReport.reasons.count')} className="text-end tabular-nums">{format.number(reason.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
